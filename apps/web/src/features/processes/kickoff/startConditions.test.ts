import { attractionProcessMessages, processMessages, type ProcessDetail } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { attractionStartConditions, startConditions } from './startConditions';

const process = (over: Partial<ProcessDetail>) =>
  ({ serviceType: ['MENTORING'], ungrouped: false, mdi: { id: 'm', name: 'MDI' }, ...over }) as ProcessDetail;
const byKey = (list: ReturnType<typeof startConditions>) => Object.fromEntries(list.map((c) => [c.key, c]));

describe('startConditions', () => {
  it('a grouped mentoring process needs pairs and the baseline', () => {
    const c = byKey(startConditions(process({}), false));
    expect(c.pairs).toMatchObject({ required: true, met: false });
    expect(c.pairs!.detail).toContain(processMessages.pairsMustExist);
    expect(c.matches).toMatchObject({ required: false, met: true });
    expect(c.baseline).toMatchObject({ required: true, met: false });
    expect(c.baseline!.detail).toContain(processMessages.baselineMustBeSent);
    expect(byKey(startConditions(process({}), true)).baseline).toMatchObject({ met: true });
  });

  it('an ungrouped process needs neither pairs nor the baseline', () => {
    const c = byKey(startConditions(process({ ungrouped: true }), false));
    expect(c.pairs!.met && c.baseline!.met).toBe(true);
  });

  it('networking needs matches; a process without MDI no baseline', () => {
    const c = byKey(startConditions(process({ serviceType: ['NETWORKING'], mdi: null }), false));
    expect(c.matches).toMatchObject({ required: true, met: false });
    expect(c.matches!.detail).toContain(processMessages.matchesMustExist);
    expect(c.baseline).toMatchObject({ required: false, met: true });
    expect(c.pairs).toMatchObject({ required: false, met: true });
  });
});

describe('startConditions pairs', () => {
  it('are met once created, and point to the Duplas tab until then', () => {
    const before = byKey(startConditions(process({}), true, false)).pairs!;
    expect(before.met).toBe(false);
    expect(before.detail).toContain("pestaña 'Duplas'");
    expect(before.detail).not.toContain('próximamente');
    expect(byKey(startConditions(process({}), true, true)).pairs).toMatchObject({ met: true });
  });
});

describe('startConditions matches', () => {
  it('are met once generated, and point to the Matchs tab until then', () => {
    const networking = process({ serviceType: ['MENTORING', 'NETWORKING'], mdi: null });
    const before = byKey(startConditions(networking, true, true, false)).matches!;
    expect(before).toMatchObject({ required: true, met: false });
    expect(before.detail).toContain("pestaña 'Matchs'");
    expect(before.detail).not.toContain('próximamente');
    const after = startConditions(networking, true, true, true);
    expect(byKey(after).matches).toMatchObject({ met: true });
    expect(after.every((c) => c.met)).toBe(true);
  });
});

describe('attractionStartConditions', () => {
  const attraction = (over: Partial<ProcessDetail>) => process({ serviceType: ['ATTRACTION'], ...over });

  it('need the groups, pointing to the Grupos tab, and the baseline only with an MDI', () => {
    const before = byKey(attractionStartConditions(attraction({}), false, false));
    expect(before.groups).toMatchObject({ required: true, met: false });
    expect(before.groups!.detail).toContain(attractionProcessMessages.groupsMustExist);
    expect(before.groups!.detail).toContain("pestaña 'Grupos'");
    expect(before.baseline).toMatchObject({ required: true, met: false });
    expect(Object.keys(before)).toEqual(['groups', 'baseline']);

    const after = byKey(attractionStartConditions(attraction({}), true, true));
    expect(after.groups!.met && after.baseline!.met).toBe(true);
    expect(byKey(attractionStartConditions(attraction({ mdi: null }), false, true)).baseline).toMatchObject({
      required: false,
      met: true,
    });
  });
});
