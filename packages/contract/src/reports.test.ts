import { describe, expect, it } from 'vitest';
import { changeSentence } from './reports';

describe('changeSentence', () => {
  const change = { label: 'Post proceso', role: 'STUDENT' as const, improvedShare: 80 };

  it('says the change is not chance when the whole interval is on one side of zero', () => {
    expect(changeSentence({ ...change, people: 10, meanChange: 1.25, low: 0.4, high: 2.1 })).toBe(
      'Entre la línea base y post proceso, la respuesta de las 10 mentees que contestaron ambas subió 1,3 puntos en ' +
        'promedio; 80 % mejoró. Con 95 % de confianza el cambio está entre 0,4 y 2,1, así que no se explica por azar.',
    );
  });

  it('says a fall as a fall, and that an interval across zero could be chance', () => {
    expect(
      changeSentence({
        ...change,
        role: 'MENTOR',
        people: 4,
        meanChange: -0.5,
        improvedShare: 25,
        low: -1.2,
        high: 0.2,
      }),
    ).toBe(
      'Entre la línea base y post proceso, la respuesta de las 4 mentoras que contestaron ambas bajó 0,5 puntos en ' +
        'promedio; 25 % mejoró. Con 95 % de confianza el cambio está entre -1,2 y 0,2, así que aún podría deberse al azar.',
    );
  });

  it('speaks of one person in the singular, without an interval', () => {
    expect(changeSentence({ ...change, people: 1, meanChange: 3, improvedShare: 100, low: null, high: null })).toBe(
      'Entre la línea base y post proceso, la respuesta de la única mentee que contestó ambas subió 3,0 puntos. Con ' +
        'una sola persona no se puede estimar su precisión.',
    );
  });
});
