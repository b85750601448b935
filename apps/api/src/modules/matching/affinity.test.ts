import { describe, expect, it } from 'vitest';
import {
  buildNetworkingScoreMatrix,
  buildPairScoreMatrix,
  defaultPairWeights,
  FORBIDDEN,
  type MatchingProfile,
  type NetworkingPreferences,
  pairAllowed,
  resolvePairWeights,
  scoreNetworking,
  scorePair,
} from './affinity';

function mentee(overrides: Partial<MatchingProfile> = {}): MatchingProfile {
  return {
    userId: 'mentee-1',
    role: 'MENTEE',
    country: 'Chile',
    region: 'Metropolitana',
    businessArea: 'Finanzas',
    businessPositionId: 'analyst',
    levelRank: 1,
    company: 'Banco Andino',
    interests: [{ industryId: 'finance', specialtyId: 'risk', experienceYears: 1 }],
    adviceIds: ['leadership', 'negotiation', 'career'],
    mainAdviceId: 'leadership',
    attributeIds: ['empathy', 'patience'],
    ...overrides,
  };
}

function mentor(overrides: Partial<MatchingProfile> = {}): MatchingProfile {
  return {
    userId: 'mentor-1',
    role: 'MENTOR',
    country: 'Chile',
    region: 'Metropolitana',
    businessArea: ' finanzas ',
    businessPositionId: 'manager',
    levelRank: 3,
    company: 'Minera Sur',
    interests: [{ industryId: 'finance', specialtyId: 'risk', experienceYears: 3 }],
    adviceIds: ['leadership', 'negotiation', 'career'],
    mainAdviceId: null,
    attributeIds: ['empathy', 'patience', 'humour'],
    mentorStatus: 'ACTIVE',
    mentorType: 'EXTERNAL',
    ...overrides,
  };
}

const onlyArea: NetworkingPreferences = {
  businessAreaConfiguration: 'SIMILAR',
  businessPositionConfiguration: 'INDIFFERENT',
  interestTypeConfiguration: 'INDIFFERENT',
  regionConfiguration: 'INDIFFERENT',
};

describe('scorePair', () => {
  it('gives 100 on every criterion to a mentor who matches the mentee on all of them', () => {
    const { affinity, breakdown } = scorePair(mentee(), mentor());
    expect(breakdown).toEqual({
      interests: 100,
      objectives: 100,
      qualities: 100,
      businessArea: 100,
      level: 100,
      region: 100,
    });
    expect(affinity).toBe(100);
  });

  it('computes a mixed pair as the weighted mean of its criteria (checkable by hand)', () => {
    const { affinity, breakdown } = scorePair(
      mentee(),
      mentor({
        // Same industry, other specialty, one experience bucket short: 50 + 0 + 20 × 0.75 = 65.
        interests: [{ industryId: 'finance', specialtyId: 'credit', experienceYears: 0 }],
        // Main objective (60) and one of the two others (20): 80.
        adviceIds: ['leadership', 'career'],
        // One of the mentee's two qualities: 50.
        attributeIds: ['empathy'],
        // Other area: 0. Same level: 50. Same country, other region: 50.
        businessArea: 'Legal',
        levelRank: 1,
        region: 'Valparaíso',
      }),
    );
    expect(breakdown).toEqual({
      interests: 65,
      objectives: 80,
      qualities: 50,
      businessArea: 0,
      level: 50,
      region: 50,
    });
    // 0.25 × 65 + 0.30 × 80 + 0.15 × 50 + 0.10 × 0 + 0.10 × 50 + 0.10 × 50 = 57.75
    expect(affinity).toBeCloseTo(57.75, 0);
  });

  it("weighs the mentee's main objective more than all the other objectives together", () => {
    const offersMain = scorePair(mentee(), mentor({ adviceIds: ['leadership'] }));
    const offersOthers = scorePair(mentee(), mentor({ adviceIds: ['negotiation', 'career'] }));
    expect(offersMain.breakdown.objectives).toBe(60);
    expect(offersOthers.breakdown.objectives).toBe(40);
    expect(offersMain.affinity).toBeGreaterThan(offersOthers.affinity);
  });

  it("counts the mentor's own main advice as offered", () => {
    const { breakdown } = scorePair(mentee(), mentor({ adviceIds: ['career'], mainAdviceId: 'leadership' }));
    expect(breakdown.objectives).toBe(80);
  });

  it('rewards a senior mentor over a peer and a peer over a junior', () => {
    const level = (levelRank: number) => scorePair(mentee(), mentor({ levelRank })).breakdown.level;
    expect([level(3), level(1), level(0)]).toEqual([100, 50, 0]);
    expect(scorePair(mentee({ levelRank: null }), mentor()).breakdown.level).toBe(50);
  });

  it('scores overlap criteria 0 and attribute criteria neutral when the data is missing', () => {
    const { breakdown } = scorePair(
      mentee({ interests: [], adviceIds: [], mainAdviceId: null, attributeIds: [], businessArea: null, region: null }),
      mentor(),
    );
    expect(breakdown).toMatchObject({ interests: 0, objectives: 0, qualities: 0, businessArea: 50, region: 50 });
  });

  it('scores 0 on region across countries', () => {
    expect(scorePair(mentee(), mentor({ country: 'Perú', region: 'Lima' })).breakdown.region).toBe(0);
  });

  it('applies partial weight overrides over the defaults and normalises them', () => {
    const onlyObjectives = { interests: 0, qualities: 0, businessArea: 0, level: 0, region: 0 };
    const result = scorePair(mentee(), mentor({ adviceIds: ['leadership', 'career'], businessArea: 'Legal' }), {
      ...onlyObjectives,
      objectives: 7,
    });
    expect(result.affinity).toBe(80);

    const doubled = Object.fromEntries(Object.entries(defaultPairWeights).map(([k, v]) => [k, v * 2]));
    const other = mentor({ businessArea: 'Legal', attributeIds: ['empathy'] });
    expect(scorePair(mentee(), other, doubled).affinity).toBe(scorePair(mentee(), other).affinity);
    expect(resolvePairWeights({ region: -3 }).region).toBe(0);
    expect(resolvePairWeights({ region: 0.5 })).toEqual({ ...defaultPairWeights, region: 0.5 });
  });
});

describe('pairAllowed', () => {
  it('refuses an INACTIVE mentor, with the reason in Spanish', () => {
    const check = pairAllowed(mentee(), mentor({ mentorStatus: 'INACTIVE' }));
    expect(check).toEqual({ allowed: false, reason: 'El mentor está inactivo y no puede recibir duplas.' });
  });

  it('refuses mentor and mentee of the same company, ignoring case, accents and spacing', () => {
    const check = pairAllowed(mentee({ company: 'Compañía  Andina' }), mentor({ company: 'compania andina' }));
    expect(check.allowed).toBe(false);
    expect(check.allowed === false && check.reason).toMatch(/misma empresa/);
  });

  it('allows a WARNING mentor, people without a company, and refuses a person with themself', () => {
    expect(pairAllowed(mentee(), mentor({ mentorStatus: 'WARNING' }))).toEqual({ allowed: true });
    expect(pairAllowed(mentee({ company: null }), mentor({ company: null }))).toEqual({ allowed: true });
    expect(pairAllowed(mentee(), mentor({ userId: 'mentee-1' })).allowed).toBe(false);
  });
});

describe('buildPairScoreMatrix', () => {
  it('holds the same affinity as scorePair and FORBIDDEN where pairAllowed refuses', () => {
    const mentees = [mentee(), mentee({ userId: 'mentee-2', company: 'Minera Sur', adviceIds: ['career'] })];
    const mentors = [
      mentor(),
      mentor({ userId: 'mentor-2', mentorStatus: 'INACTIVE' }),
      mentor({ userId: 'mentor-3', company: 'Otra' }),
    ];
    const matrix = buildPairScoreMatrix(mentees, mentors, { region: 0.4 });
    expect(matrix).toHaveLength(6);
    mentees.forEach((a, i) => {
      mentors.forEach((b, j) => {
        const value = matrix[i * mentors.length + j];
        if (pairAllowed(a, b).allowed) expect(value).toBeCloseTo(scorePair(a, b, { region: 0.4 }).affinity, 1);
        else expect(value).toBe(FORBIDDEN);
      });
    });
    // mentee-2 works at Minera Sur, like mentor-1.
    expect(matrix[3]).toBe(FORBIDDEN);
  });
});

describe('scoreNetworking', () => {
  const a = mentee({ userId: 'a', businessArea: 'Finanzas', region: 'Metropolitana', country: 'Chile' });
  const b = mentee({
    userId: 'b',
    businessArea: 'finanzas',
    region: 'Lima',
    country: 'Perú',
    interests: [{ industryId: 'finance', specialtyId: 'credit', experienceYears: 2 }],
  });

  it('rewards similarity under SIMILAR and difference under DISTINCT', () => {
    expect(scoreNetworking(a, b, onlyArea)).toEqual({ affinity: 100, breakdown: { businessArea: 100 } });
    expect(scoreNetworking(a, b, { ...onlyArea, businessAreaConfiguration: 'DISTINCT' })).toEqual({
      affinity: 0,
      breakdown: { businessArea: 0 },
    });
  });

  it('averages the criteria that are not INDIFFERENT', () => {
    // Area same (SIMILAR → 100), region in another country (DISTINCT → 100), interests: same industry, other
    // specialty: 0.6 × 1 + 0.4 × 0 = 60 (SIMILAR).
    const result = scoreNetworking(a, b, {
      businessAreaConfiguration: 'SIMILAR',
      businessPositionConfiguration: 'INDIFFERENT',
      interestTypeConfiguration: 'SIMILAR',
      regionConfiguration: 'DISTINCT',
    });
    expect(result.breakdown).toEqual({ businessArea: 100, interests: 60, region: 100 });
    expect(result.affinity).toBeCloseTo(86.7, 1);
  });

  it('gives 100 with no breakdown when every criterion is INDIFFERENT', () => {
    const indifferent = { ...onlyArea, businessAreaConfiguration: 'INDIFFERENT' } as const;
    expect(scoreNetworking(a, b, indifferent)).toEqual({ affinity: 100, breakdown: {} });
  });

  it('builds a symmetric matrix with FORBIDDEN on the diagonal, equal to scoreNetworking', () => {
    const c = mentee({ userId: 'c', businessArea: 'Legal' });
    const config: NetworkingPreferences = {
      businessAreaConfiguration: 'DISTINCT',
      businessPositionConfiguration: 'SIMILAR',
      interestTypeConfiguration: 'SIMILAR',
      regionConfiguration: 'SIMILAR',
    };
    const people = [a, b, c];
    const matrix = buildNetworkingScoreMatrix(people, config);
    for (let i = 0; i < 3; i++) {
      expect(matrix[i * 3 + i]).toBe(FORBIDDEN);
      for (let j = 0; j < 3; j++) {
        if (i === j) continue;
        expect(matrix[i * 3 + j]).toBe(matrix[j * 3 + i]);
        expect(matrix[i * 3 + j]).toBeCloseTo(scoreNetworking(people[i]!, people[j]!, config).affinity, 1);
      }
    }
  });
});
