import { describe, expect, it } from 'vitest';
import { odsOptions } from './ods';
import { mentoringTopics } from './topics';

describe('sustainable development goals', () => {
  it('offers 18 options: none, then ODS 1 to 17 with their names', () => {
    // The entrepreneur form's rule accepts exactly these indexes (convocatories.test.ts).
    expect(odsOptions).toHaveLength(18);
    expect(odsOptions[0]).toBe('No asociado a ningún ODS');
    expect(odsOptions[1]).toBe('ODS 1: Fin de la pobreza');
    expect(odsOptions[13]).toBe('ODS 13: Acción por el clima');
    expect(odsOptions[17]).toBe('ODS 17: Alianzas para lograr los objetivos');
    odsOptions.slice(1).forEach((option, i) => expect(option).toMatch(new RegExp(`^ODS ${i + 1}: \\S`)));
  });
});

describe('mentoring topics', () => {
  it('are the five areas of the spec', () => {
    expect(mentoringTopics).toEqual(['Finanzas', 'Legal', 'Modelo de negocios', 'Marketing', 'Contabilidad']);
  });
});
