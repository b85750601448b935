import { memberEntrepreneurInfoSchema } from '@enlaza/contract';
import { communesOf } from '@enlaza/contract/reference/locations';
import { isNotNull } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../plugins/storage';
import { createTestDatabase } from '../../../test/testDatabase';
import type { DatabaseHandle } from '../database';
import { users } from '../schema';
import { demoAccounts, seedDemoData } from './demo';
import { DEMO_MENTEE_EMAIL, demoEntrepreneurs, seedDemoEntrepreneurs } from './entrepreneurs';
import { ensureReferenceData } from './referenceData';

let database: DatabaseHandle;
let filesDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-seed-files-'));
});
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const entrepreneurRows = () =>
  database.db
    .select({ email: users.email, emprendeInfo: users.emprendeInfo })
    .from(users)
    .where(isNotNull(users.emprendeInfo));

describe('demo entrepreneurs', () => {
  it("fill 'Emprendedoras' with businesses the member form accepts, the demo mentee's among them", async () => {
    const storage = createLocalFileStorage(filesDir);
    await ensureReferenceData(database.db);
    await seedDemoData(database.db);
    await seedDemoEntrepreneurs(database.db, storage);

    const rows = await entrepreneurRows();
    // The directory's entrepreneurs, the demo mentee, and the demo accounts that write on the blog.
    const bloggers = demoAccounts.filter((a) => a.business).map((a) => a.email);
    expect(rows.map((r) => r.email).sort()).toEqual(
      [DEMO_MENTEE_EMAIL, ...demoEntrepreneurs.map((e) => e.email), ...bloggers].sort(),
    );
    const regions = new Set<unknown>();
    const industries = new Set<unknown>();
    for (const { email, emprendeInfo: info } of rows) {
      // What she would send back unchanged from her profile passes the form's rules.
      const checked = memberEntrepreneurInfoSchema.safeParse(info);
      expect(checked.success, `${email}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      expect(communesOf('Chile', info!.businessRegion as string)).toContain(info!.businessCommune);
      expect(info!.industry, email).toEqual(expect.any(String));
      regions.add(info!.businessRegion);
      industries.add(info!.industry);
    }
    expect(regions.size).toBeGreaterThanOrEqual(6);
    expect(industries.size).toBeGreaterThanOrEqual(6);

    const withLogo = rows.filter((r) => r.emprendeInfo!.businessPictureKey);
    expect(withLogo).toHaveLength(demoEntrepreneurs.filter((e) => e.business.logo).length);
    for (const { emprendeInfo } of withLogo) {
      const stored = await storage.get(emprendeInfo!.businessPictureKey as string);
      expect(stored?.contentType).toBe('image/jpeg');
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'jpeg', width: 240 });
    }
  });

  it('changes nothing when run again, and stores no logo without a storage', async () => {
    const before = await entrepreneurRows();
    await seedDemoEntrepreneurs(database.db);
    await seedDemoEntrepreneurs(database.db, createLocalFileStorage(filesDir));
    expect(await entrepreneurRows()).toEqual(before);
  });
});
