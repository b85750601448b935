import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenSigner } from '../auth';
import { createEnrolmentTokens } from './enrolmentTokens';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const tokens = createEnrolmentTokens(secret);
const convocatoryId = '5b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a20';
const profileId = '6b0c7f43-39b3-4c8e-9a55-8d5b4f7e1a21';

describe('enrolment tokens', () => {
  it('a link token stands for its convocatory and role', async () => {
    const link = await tokens.signLink({ convocatoryId, inscriptionType: 'MENTOR' });
    await expect(tokens.verifyLink(link)).resolves.toEqual({ convocatoryId, inscriptionType: 'MENTOR' });
  });

  it('an inscription grant round-trips with its applicant', async () => {
    const grant = {
      convocatoryId,
      inscriptionType: 'STUDENT' as const,
      applicant: { kind: 'profile' as const, id: profileId },
    };
    await expect(tokens.verifyGrant(await tokens.signGrant(grant))).resolves.toEqual(grant);
  });

  it('never takes one kind of token for another, nor for an access token', async () => {
    const link = await tokens.signLink({ convocatoryId, inscriptionType: 'STUDENT' });
    const grant = await tokens.signGrant({
      convocatoryId,
      inscriptionType: 'STUDENT',
      applicant: { kind: 'user', id: profileId },
    });
    await expect(tokens.verifyGrant(link)).resolves.toBeNull();
    await expect(tokens.verifyLink(grant)).resolves.toBeNull();
    const accessTokens = createAccessTokenSigner(secret, 900);
    await expect(accessTokens.verify(link)).resolves.toBeNull();
    await expect(accessTokens.verify(grant)).resolves.toBeNull();
  });

  it('refuses the grants of before every grant proved its holder (they carried an edit flag)', async () => {
    const legacy = await new SignJWT({ cid: convocatoryId, itype: 'STUDENT', kind: 'user', edit: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('enlaza')
      .setAudience('enlaza-inscription')
      .setSubject(profileId)
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verifyGrant(legacy)).resolves.toBeNull();
  });

  it('refuses tokens signed with another secret or altered', async () => {
    const other = createEnrolmentTokens('another-secret-that-is-long-enough-012345');
    const foreign = await other.signLink({ convocatoryId, inscriptionType: 'STUDENT' });
    await expect(tokens.verifyLink(foreign)).resolves.toBeNull();
    const link = await tokens.signLink({ convocatoryId, inscriptionType: 'STUDENT' });
    await expect(tokens.verifyLink(`${link.slice(0, -2)}xx`)).resolves.toBeNull();
    await expect(tokens.verifyLink('not-a-token')).resolves.toBeNull();
  });
});
