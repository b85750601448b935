/**
 * Seeded synthetic cohorts with realistic profiles for the matching benchmarks. The same generator serves the
 * in-memory cohorts (made-up reference ids) and the database ones (the ids of the installed reference lists), so
 * both measure the same kind of people.
 */
import type { MatchingProfile } from '../apps/api/src/modules/matching/affinity';

/** mulberry32: a small seeded PRNG, so every run measures the same cohorts. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference lists profiles draw from: industries with their specialties, advices, qualities, levels, places. */
export interface Catalogue {
  industries: ReadonlyArray<{ id: string; specialties: readonly string[] }>;
  advices: readonly string[];
  attributes: readonly string[];
  /** Business levels from junior to senior. */
  levels: ReadonlyArray<{ id: string; rank: number }>;
  countries: ReadonlyArray<{ name: string; regions: readonly string[] }>;
}

/** 'Cargo' values: free text in the product, a short list here so some people share one. */
export const BUSINESS_AREAS = [
  'Finanzas',
  'Comercial',
  'Operaciones',
  'Tecnología',
  'Personas',
  'Legal',
  'Marketing',
  'Logística',
];

/** The shape of the product's default lists, with made-up ids: 15 industries × 6 specialties, 20 advices, … */
export function syntheticCatalogue(): Catalogue {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    industries: range(15).map((i) => ({
      id: `industry-${i}`,
      specialties: range(6).map((j) => `specialty-${i}-${j}`),
    })),
    advices: range(20).map((i) => `advice-${i}`),
    attributes: range(20).map((i) => `attribute-${i}`),
    levels: range(6).map((i) => ({ id: `level-${i}`, rank: i })),
    countries: ['Chile', 'Perú', 'Colombia'].map((name, c) => ({
      name,
      regions: range(5).map((r) => `region-${c}-${r}`),
    })),
  };
}

export interface CohortOptions {
  /** Share of mentors marked INACTIVE (never paired); the database run uses 0 so create_pairs is feasible. */
  inactiveShare?: number;
}

/**
 * `pairs` mentees and `pairs` mentors. Mentees: 1–3 interest areas with little experience, 3–4 objectives of which
 * the first is the main one, 3–4 qualities, a junior level. Mentors: more experience and a senior level; about 30 %
 * internal. About four people per company across both sides, so some mentee–mentor pairs are refused.
 */
export function cohort(
  pairs: number,
  seed: number,
  catalogue: Catalogue = syntheticCatalogue(),
  { inactiveShare = 0.02 }: CohortOptions = {},
): { mentees: MatchingProfile[]; mentors: MatchingProfile[] } {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (below: number) => Math.floor(random() * below);
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  const levels = catalogue.levels.length;
  const companies = Math.max(2, Math.round(pairs / 2));
  const profile = (role: MatchingProfile['role'], i: number): MatchingProfile => {
    const country = pick(catalogue.countries);
    const advices = sample(catalogue.advices, 3 + int(2));
    const interests = Array.from({ length: 1 + int(3) }, () => {
      const industry = pick(catalogue.industries);
      return {
        industryId: industry.id,
        specialtyId: pick(industry.specialties),
        experienceYears: role === 'MENTOR' ? 2 + int(3) : int(3),
      };
    });
    const level = catalogue.levels[role === 'MENTOR' ? 2 + int(levels - 2) : int(levels - 1)]!;
    const mentorStatus =
      role === 'MENTOR' ? (random() < inactiveShare ? 'INACTIVE' : random() < 0.05 ? 'WARNING' : 'ACTIVE') : null;
    return {
      userId: `${role}-${i}`,
      role,
      country: country.name,
      region: pick(country.regions),
      businessArea: pick(BUSINESS_AREAS),
      businessPositionId: level.id,
      levelRank: level.rank,
      company: `Empresa ${int(companies)}`,
      interests,
      adviceIds: advices,
      mainAdviceId: advices[0],
      attributeIds: sample(catalogue.attributes, 3 + int(2)),
      mentorStatus,
      mentorType: role === 'MENTOR' ? (random() < 0.3 ? 'INTERNAL' : 'EXTERNAL') : null,
    };
  };
  return {
    mentees: Array.from({ length: pairs }, (_, i) => profile('MENTEE', i)),
    mentors: Array.from({ length: pairs }, (_, i) => profile('MENTOR', i)),
  };
}
