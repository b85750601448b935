/**
 * Affinity between the people of a process: mentee–mentor pairs and mentee–mentee networking matches.
 *
 * Everything here is pure: plain profiles in, numbers out. A repository fills {@link MatchingProfile} from the
 * users, user_interests, user_attributes and user_advices tables; the assignment module turns the score matrix into
 * pairs or matches.
 *
 * Every criterion yields a similarity in 0..1 and the affinity is their weighted mean, shown as a percent (spec 001
 * §9). The same per-criterion kernel serves the one-pair explanation ({@link scorePair}) and the whole-cohort matrix
 * ({@link buildPairScoreMatrix}), so the figure an admin sees in a pair's breakdown is exactly the one the solver used.
 *
 * Data that is missing on either side:
 * - overlap criteria (interests, objectives, qualities) score 0: nothing in common is known;
 * - attribute criteria (business area, level, region) score 0.5, neutral: an unknown value is neither a match
 *   nor a mismatch, so an incomplete profile is not punished below an explicit mismatch.
 */
import {
  defaultPairWeights as contractDefaultWeights,
  pairCriteria,
  networkingCriteria,
  type AffinityPreference,
  type NetworkingConfiguration,
  type NetworkingCriterionKey,
  type PairCriterion,
} from '@enlaza/contract';

export type MatchingRole = 'MENTEE' | 'MENTOR';
export type MatchingMentorStatus = 'ACTIVE' | 'WARNING' | 'INACTIVE';
export type MatchingMentorType = 'INTERNAL' | 'EXTERNAL';

export interface MatchingInterest {
  industryId: string;
  specialtyId: string;
  /** Experience bucket 0..4 (spec 000 §3: 0 'menos de 1 año' … 4 'más de 10'). */
  experienceYears: number;
}

/** What the matcher knows of one participant; filled by a repository from the user tables. */
export interface MatchingProfile {
  userId: string;
  role: MatchingRole;
  /** users.region (a province or state). */
  region?: string | null;
  /** users.country; a region only matches within the same country. */
  country?: string | null;
  /** users.business_area, the free-text 'Cargo'; compared case- and accent-insensitively. */
  businessArea?: string | null;
  /** users.business_position_id, the business level. */
  businessPositionId?: string | null;
  /** business_positions.sort_order of that level, larger = more senior; null when unknown. */
  levelRank?: number | null;
  /** users.company; compared case- and accent-insensitively. */
  company?: string | null;
  interests: readonly MatchingInterest[];
  /** user_advices: for a mentee, the objectives sought; for a mentor, the advice they offer. */
  adviceIds: readonly string[];
  /** users.main_advice_id: the mentee's main mentoring objective. */
  mainAdviceId?: string | null;
  /** user_attributes: the qualities chosen. */
  attributeIds: readonly string[];
  /** mentorshipInfo.mentorStatus; only meaningful for mentors. */
  mentorStatus?: MatchingMentorStatus | null;
  mentorType?: MatchingMentorType | null;
}

export { pairCriteria };
export type { PairCriterion };
export type PairWeights = Record<PairCriterion, number>;

/**
 * Default weights, the contract's percents as fractions (see defaultPairWeights there for why). They need not sum to
 * 1: the affinity divides by their sum.
 */
export const defaultPairWeights: Readonly<PairWeights> = Object.freeze(
  Object.fromEntries(pairCriteria.map((c) => [c, contractDefaultWeights[c] / 100])) as PairWeights,
);

/** Share of the objectives criterion that the mentee's main objective carries alone (the others share the rest). */
export const MAIN_OBJECTIVE_SHARE = 0.6;
/** Within one interest: same industry, same specialty, and enough experience in it. */
const INDUSTRY_SHARE = 0.5;
const SPECIALTY_SHARE = 0.3;
const EXPERIENCE_SHARE = 0.2;
/** Experience buckets run 0..4; each bucket the mentor lacks costs a quarter of the experience share. */
const EXPERIENCE_BUCKETS = 4;

/** Marker in a score matrix for a pair refused by a hard constraint. Real scores are 0..100. */
export const FORBIDDEN = -1;

export interface AffinityResult<C extends string> {
  /** 0..100, one decimal. */
  affinity: number;
  /** Each criterion's similarity, 0..100, one decimal. */
  breakdown: Record<C, number>;
}

/** Merges a process's partial weights over the defaults; negative or non-finite weights count as 0. */
export function resolvePairWeights(overrides: Partial<PairWeights> = {}): PairWeights {
  const weights = { ...defaultPairWeights };
  for (const criterion of pairCriteria) {
    const value = overrides[criterion];
    if (value !== undefined) weights[criterion] = Number.isFinite(value) && value > 0 ? value : 0;
  }
  return weights;
}

/** Lowercase, accents and surrounding/duplicate spaces removed: 'Banco  Andino ' and 'banco andino' are one company. */
export function normaliseText(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export type PairCheck = { allowed: true } | { allowed: false; reason: string };

/**
 * Hard constraints, checked before any score:
 * - an INACTIVE mentor never gets a pair (a WARNING mentor still may: the warning is for the admin to follow up);
 * - never mentor and mentee of the same company. We only know the company name, not the reporting line, so the
 *   whole company stands for it: an internal mentor of the mentee's own company could be their manager or sit in
 *   the line above, which defeats the confidentiality a mentoring relationship needs;
 * - never a person with themself (a user holding both roles).
 * The reason is a Spanish sentence the UI shows as is.
 */
export function pairAllowed(mentee: MatchingProfile, mentor: MatchingProfile): PairCheck {
  if (mentee.userId === mentor.userId) {
    return { allowed: false, reason: 'Una persona no puede ser mentor de sí misma.' };
  }
  if (mentor.mentorStatus === 'INACTIVE') {
    return { allowed: false, reason: 'El mentor está inactivo y no puede recibir duplas.' };
  }
  const company = normaliseText(mentee.company);
  if (company !== '' && company === normaliseText(mentor.company)) {
    return {
      allowed: false,
      reason: 'El mentor y el mentee pertenecen a la misma empresa; la mentoría debe ser con alguien externo.',
    };
  }
  return { allowed: true };
}

// ── Compiled profiles ──────────────────────────────────────────────────────────────────────────────────────
// Strings are interned to small integers once per cohort; sets become bitsets. The hot loop then reads typed arrays
// only and allocates nothing per pair.

class Interner {
  private readonly ids = new Map<string, number>();
  id(key: string): number {
    if (key === '') return -1;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }
  get size(): number {
    return this.ids.size;
  }
}

interface Dictionaries {
  users: Interner;
  text: Interner;
  positions: Interner;
  industries: Interner;
  specialties: Interner;
  advices: Interner;
  attributes: Interner;
}

/** A side of a cohort (mentees or mentors) as parallel typed arrays; index i is profiles[i]. */
export interface CompiledProfiles {
  count: number;
  user: Int32Array;
  area: Int32Array;
  region: Int32Array;
  country: Int32Array;
  company: Int32Array;
  position: Int32Array;
  /** NaN when unknown. */
  levelRank: Float64Array;
  inactive: Uint8Array;
  mainAdvice: Int32Array;
  /** Advices other than the main one, as a bitset of `adviceWords` words per profile. */
  adviceBits: Uint32Array;
  otherAdviceCount: Int32Array;
  attributeBits: Uint32Array;
  attributeCount: Int32Array;
  industryBits: Uint32Array;
  industryCount: Int32Array;
  specialtyBits: Uint32Array;
  specialtyCount: Int32Array;
  /** Interests of profile i are at [interestStart[i], interestStart[i + 1]). */
  interestStart: Int32Array;
  interestIndustry: Int32Array;
  interestSpecialty: Int32Array;
  interestYears: Int32Array;
}

interface Layout {
  adviceWords: number;
  attributeWords: number;
  industryWords: number;
  specialtyWords: number;
}

function words(size: number): number {
  return Math.max(1, Math.ceil(size / 32));
}

function setBit(bits: Uint32Array, base: number, id: number): void {
  bits[base + (id >>> 5)]! |= 1 << (id & 31);
}

function hasBit(bits: Uint32Array, base: number, id: number): boolean {
  return (bits[base + (id >>> 5)]! & (1 << (id & 31))) !== 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function overlap(a: Uint32Array, aBase: number, b: Uint32Array, bBase: number, length: number): number {
  let count = 0;
  for (let w = 0; w < length; w++) count += popcount(a[aBase + w]! & b[bBase + w]!);
  return count;
}

function compileSide(profiles: readonly MatchingProfile[], dict: Dictionaries, layout: Layout): CompiledProfiles {
  const n = profiles.length;
  let interestTotal = 0;
  for (const p of profiles) interestTotal += p.interests.length;
  const c: CompiledProfiles = {
    count: n,
    user: new Int32Array(n),
    area: new Int32Array(n),
    region: new Int32Array(n),
    country: new Int32Array(n),
    company: new Int32Array(n),
    position: new Int32Array(n),
    levelRank: new Float64Array(n),
    inactive: new Uint8Array(n),
    mainAdvice: new Int32Array(n),
    adviceBits: new Uint32Array(n * layout.adviceWords),
    otherAdviceCount: new Int32Array(n),
    attributeBits: new Uint32Array(n * layout.attributeWords),
    attributeCount: new Int32Array(n),
    industryBits: new Uint32Array(n * layout.industryWords),
    industryCount: new Int32Array(n),
    specialtyBits: new Uint32Array(n * layout.specialtyWords),
    specialtyCount: new Int32Array(n),
    interestStart: new Int32Array(n + 1),
    interestIndustry: new Int32Array(interestTotal),
    interestSpecialty: new Int32Array(interestTotal),
    interestYears: new Int32Array(interestTotal),
  };
  let k = 0;
  profiles.forEach((p, i) => {
    c.user[i] = dict.users.id(p.userId);
    c.area[i] = dict.text.id(normaliseText(p.businessArea));
    c.region[i] = dict.text.id(normaliseText(p.region));
    c.country[i] = dict.text.id(normaliseText(p.country));
    c.company[i] = dict.text.id(normaliseText(p.company));
    c.position[i] = dict.positions.id(p.businessPositionId ?? '');
    c.levelRank[i] = p.levelRank ?? Number.NaN;
    c.inactive[i] = p.mentorStatus === 'INACTIVE' ? 1 : 0;
    const main = dict.advices.id(p.mainAdviceId ?? '');
    c.mainAdvice[i] = main;
    for (const advice of new Set(p.adviceIds)) {
      const id = dict.advices.id(advice);
      if (id < 0 || id === main) continue;
      setBit(c.adviceBits, i * layout.adviceWords, id);
      c.otherAdviceCount[i]!++;
    }
    for (const attribute of new Set(p.attributeIds)) {
      const id = dict.attributes.id(attribute);
      if (id < 0) continue;
      setBit(c.attributeBits, i * layout.attributeWords, id);
      c.attributeCount[i]!++;
    }
    c.interestStart[i] = k;
    for (const interest of p.interests) {
      const industry = dict.industries.id(interest.industryId);
      const specialty = dict.specialties.id(interest.specialtyId);
      c.interestIndustry[k] = industry;
      c.interestSpecialty[k] = specialty;
      c.interestYears[k] = interest.experienceYears;
      k++;
      if (industry >= 0 && !hasBit(c.industryBits, i * layout.industryWords, industry)) {
        setBit(c.industryBits, i * layout.industryWords, industry);
        c.industryCount[i]!++;
      }
      if (specialty >= 0 && !hasBit(c.specialtyBits, i * layout.specialtyWords, specialty)) {
        setBit(c.specialtyBits, i * layout.specialtyWords, specialty);
        c.specialtyCount[i]!++;
      }
    }
  });
  c.interestStart[n] = k;
  return c;
}

/** Interns a whole cohort with shared dictionaries so ids compare across sides. */
export interface CompiledCohort {
  sides: CompiledProfiles[];
  layout: Layout;
}

export function compileCohort(...sides: ReadonlyArray<readonly MatchingProfile[]>): CompiledCohort {
  const dict: Dictionaries = {
    users: new Interner(),
    text: new Interner(),
    positions: new Interner(),
    industries: new Interner(),
    specialties: new Interner(),
    advices: new Interner(),
    attributes: new Interner(),
  };
  // Intern every set element first so the bitset widths are known before any bitset is allocated.
  for (const side of sides) {
    for (const p of side) {
      dict.advices.id(p.mainAdviceId ?? '');
      for (const a of p.adviceIds) dict.advices.id(a);
      for (const a of p.attributeIds) dict.attributes.id(a);
      for (const interest of p.interests) {
        dict.industries.id(interest.industryId);
        dict.specialties.id(interest.specialtyId);
      }
    }
  }
  const layout: Layout = {
    adviceWords: words(dict.advices.size),
    attributeWords: words(dict.attributes.size),
    industryWords: words(dict.industries.size),
    specialtyWords: words(dict.specialties.size),
  };
  return { sides: sides.map((side) => compileSide(side, dict, layout)), layout };
}

// ── Pair criteria (mentee i, mentor j) ───────────────────────────────────────────────────────────────────────

const INTERESTS = 0;
const OBJECTIVES = 1;
const QUALITIES = 2;
const BUSINESS_AREA = 3;
const LEVEL = 4;
const REGION = 5;

function sameOrNeutral(a: number, b: number): number {
  if (a < 0 || b < 0) return 0.5;
  return a === b ? 1 : 0;
}

/** Same region of the same country = 1 (they can meet in person), same country only = 0.5, else 0. */
function regionSimilarity(a: CompiledProfiles, i: number, b: CompiledProfiles, j: number): number {
  const countryA = a.country[i]!;
  const countryB = b.country[j]!;
  if (countryA >= 0 && countryB >= 0 && countryA !== countryB) return 0;
  const regionA = a.region[i]!;
  const regionB = b.region[j]!;
  if (regionA >= 0 && regionB >= 0) return regionA === regionB ? 1 : countryA >= 0 && countryB >= 0 ? 0.5 : 0;
  // Region unknown on a side: same country is worth half, and an unknown country is neutral, also half.
  return 0.5;
}

/**
 * Writes the six similarities (0..1) of mentee i and mentor j into out[0..5].
 *
 * - interests: for each of the mentee's interest areas, the best of the mentor's areas: same industry 0.5, plus same
 *   specialty 0.3, plus experience 0.2 (full when the mentor's bucket is at least the mentee's, a quarter less per
 *   bucket short); averaged over the mentee's areas, so a mentor covering all of them scores 1.
 * - objectives: the mentee's main objective offered by the mentor is worth {@link MAIN_OBJECTIVE_SHARE} alone; the
 *   mentee's other objectives share the rest in proportion to how many the mentor offers. Without a main objective
 *   all objectives share equally; with only the main one it is the whole criterion.
 * - qualities: the fraction of the mentee's chosen qualities the mentor also has.
 * - businessArea: same area ('Cargo'), so the mentor knows the mentee's field: 1, else 0.
 * - level: a mentor senior to the mentee (higher business level) 1, the same level 0.5, junior 0. Without a known
 *   ranking of both levels it is neutral, 0.5: a difference alone does not tell who is senior.
 * - region: same region 1, same country 0.5, else 0.
 */
export function pairSimilarities(
  mentees: CompiledProfiles,
  i: number,
  mentors: CompiledProfiles,
  j: number,
  layout: Layout,
  out: Float64Array,
): void {
  // interests
  const aStart = mentees.interestStart[i]!;
  const aEnd = mentees.interestStart[i + 1]!;
  const bStart = mentors.interestStart[j]!;
  const bEnd = mentors.interestStart[j + 1]!;
  let interestSum = 0;
  for (let p = aStart; p < aEnd; p++) {
    const industry = mentees.interestIndustry[p]!;
    const specialty = mentees.interestSpecialty[p]!;
    const years = mentees.interestYears[p]!;
    let best = 0;
    for (let q = bStart; q < bEnd; q++) {
      if (mentors.interestIndustry[q] !== industry) continue;
      const shortfall = years - mentors.interestYears[q]!;
      const experience = shortfall <= 0 ? 1 : Math.max(0, 1 - shortfall / EXPERIENCE_BUCKETS);
      const score =
        INDUSTRY_SHARE +
        (mentors.interestSpecialty[q]! === specialty ? SPECIALTY_SHARE : 0) +
        EXPERIENCE_SHARE * experience;
      if (score > best) best = score;
    }
    interestSum += best;
  }
  out[INTERESTS] = aEnd > aStart ? interestSum / (aEnd - aStart) : 0;

  // objectives
  const main = mentees.mainAdvice[i]!;
  const others = mentees.otherAdviceCount[i]!;
  const mentorAdviceBase = j * layout.adviceWords;
  const mainOffered =
    main >= 0 && (mentors.mainAdvice[j]! === main || hasBit(mentors.adviceBits, mentorAdviceBase, main));
  let othersOffered = 0;
  if (others > 0) {
    const menteeBase = i * layout.adviceWords;
    othersOffered = overlap(mentees.adviceBits, menteeBase, mentors.adviceBits, mentorAdviceBase, layout.adviceWords);
    // The mentor's own main advice is not in their bitset; it is on offer all the same.
    const mentorMain = mentors.mainAdvice[j]!;
    if (mentorMain >= 0 && mentorMain !== main && hasBit(mentees.adviceBits, menteeBase, mentorMain)) othersOffered++;
  }
  if (main >= 0) {
    const mainShare = others > 0 ? MAIN_OBJECTIVE_SHARE : 1;
    out[OBJECTIVES] = (mainOffered ? mainShare : 0) + (others > 0 ? ((1 - mainShare) * othersOffered) / others : 0);
  } else {
    out[OBJECTIVES] = others > 0 ? othersOffered / others : 0;
  }

  // qualities
  const wanted = mentees.attributeCount[i]!;
  out[QUALITIES] =
    wanted > 0
      ? overlap(
          mentees.attributeBits,
          i * layout.attributeWords,
          mentors.attributeBits,
          j * layout.attributeWords,
          layout.attributeWords,
        ) / wanted
      : 0;

  out[BUSINESS_AREA] = sameOrNeutral(mentees.area[i]!, mentors.area[j]!);

  // level
  const menteeRank = mentees.levelRank[i]!;
  const mentorRank = mentors.levelRank[j]!;
  if (menteeRank === menteeRank && mentorRank === mentorRank) {
    out[LEVEL] = mentorRank > menteeRank ? 1 : mentorRank === menteeRank ? 0.5 : 0;
  } else {
    out[LEVEL] = 0.5;
  }

  out[REGION] = regionSimilarity(mentees, i, mentors, j);
}

/** The hard constraints of {@link pairAllowed}, on compiled profiles. */
function compiledPairAllowed(mentees: CompiledProfiles, i: number, mentors: CompiledProfiles, j: number): boolean {
  if (mentees.user[i]! === mentors.user[j]!) return false;
  if (mentors.inactive[j]! === 1) return false;
  const company = mentees.company[i]!;
  return company < 0 || company !== mentors.company[j]!;
}

function weightVector(weights: PairWeights): Float64Array {
  const total = pairCriteria.reduce((sum, c) => sum + weights[c], 0);
  const vector = new Float64Array(pairCriteria.length);
  if (total > 0) pairCriteria.forEach((c, index) => (vector[index] = weights[c] / total));
  return vector;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Affinity of one mentee–mentor pair with its breakdown, for display. Does not check the hard constraints
 * (see {@link pairAllowed}); the matrix does.
 */
export function scorePair(
  mentee: MatchingProfile,
  mentor: MatchingProfile,
  weights: Partial<PairWeights> = {},
): AffinityResult<PairCriterion> {
  const { sides, layout } = compileCohort([mentee], [mentor]);
  const similarities = new Float64Array(pairCriteria.length);
  pairSimilarities(sides[0]!, 0, sides[1]!, 0, layout, similarities);
  const vector = weightVector(resolvePairWeights(weights));
  let affinity = 0;
  const breakdown = {} as Record<PairCriterion, number>;
  pairCriteria.forEach((criterion, index) => {
    affinity += vector[index]! * similarities[index]!;
    breakdown[criterion] = round1(similarities[index]! * 100);
  });
  return { affinity: round1(affinity * 100), breakdown };
}

/**
 * Affinity of every mentee (rows) with every mentor (columns): a row-major Float64Array of n×m percents, with
 * {@link FORBIDDEN} where a hard constraint refuses the pair. Unrounded, so the solver sees the exact values.
 */
export function buildPairScoreMatrix(
  mentees: readonly MatchingProfile[],
  mentors: readonly MatchingProfile[],
  weights: Partial<PairWeights> = {},
): Float64Array {
  const { sides, layout } = compileCohort(mentees, mentors);
  const [a, b] = sides as [CompiledProfiles, CompiledProfiles];
  const vector = weightVector(resolvePairWeights(weights));
  const w0 = vector[0]! * 100;
  const w1 = vector[1]! * 100;
  const w2 = vector[2]! * 100;
  const w3 = vector[3]! * 100;
  const w4 = vector[4]! * 100;
  const w5 = vector[5]! * 100;
  const n = a.count;
  const m = b.count;
  const scores = new Float64Array(n * m);
  const s = new Float64Array(pairCriteria.length);
  for (let i = 0; i < n; i++) {
    const row = i * m;
    for (let j = 0; j < m; j++) {
      if (!compiledPairAllowed(a, i, b, j)) {
        scores[row + j] = FORBIDDEN;
        continue;
      }
      pairSimilarities(a, i, b, j, layout, s);
      scores[row + j] = w0 * s[0]! + w1 * s[1]! + w2 * s[2]! + w3 * s[3]! + w4 * s[4]! + w5 * s[5]!;
    }
  }
  return scores;
}

// ── Networking (mentee–mentee) ───────────────────────────────────────────────────────────────────────────────

export type NetworkingPreferences = Pick<
  NetworkingConfiguration,
  'businessAreaConfiguration' | 'businessPositionConfiguration' | 'interestTypeConfiguration' | 'regionConfiguration'
>;

function jaccard(
  a: CompiledProfiles,
  i: number,
  b: CompiledProfiles,
  j: number,
  bits: 'industry' | 'specialty',
  width: number,
) {
  const countA = bits === 'industry' ? a.industryCount[i]! : a.specialtyCount[i]!;
  const countB = bits === 'industry' ? b.industryCount[j]! : b.specialtyCount[j]!;
  if (countA === 0 || countB === 0) return 0;
  const common =
    bits === 'industry'
      ? overlap(a.industryBits, i * width, b.industryBits, j * width, width)
      : overlap(a.specialtyBits, i * width, b.specialtyBits, j * width, width);
  return common / (countA + countB - common);
}

/**
 * Writes the four similarities (0..1) of mentees i and j into out[0..3], in {@link networkingCriteria} order:
 * - businessArea: same 'Cargo' 1, else 0 (0.5 when unknown);
 * - level: same business level 1; with a known ranking, a quarter less per level apart; else 0 (0.5 when unknown);
 * - interests: Jaccard overlap of industries (0.6) and of specialties (0.4);
 * - region: same region 1, same country 0.5, else 0.
 */
export function networkingSimilarities(
  a: CompiledProfiles,
  i: number,
  b: CompiledProfiles,
  j: number,
  layout: Layout,
  out: Float64Array,
): void {
  out[0] = sameOrNeutral(a.area[i]!, b.area[j]!);
  const positionA = a.position[i]!;
  const positionB = b.position[j]!;
  const rankA = a.levelRank[i]!;
  const rankB = b.levelRank[j]!;
  if (positionA < 0 || positionB < 0) out[1] = 0.5;
  else if (positionA === positionB) out[1] = 1;
  else if (rankA === rankA && rankB === rankB) out[1] = Math.max(0, 1 - Math.abs(rankA - rankB) / 4);
  else out[1] = 0;
  out[2] =
    0.6 * jaccard(a, i, b, j, 'industry', layout.industryWords) +
    0.4 * jaccard(a, i, b, j, 'specialty', layout.specialtyWords);
  out[3] = regionSimilarity(a, i, b, j);
}

function preferenceSigns(configuration: NetworkingPreferences): Int8Array {
  const sign = (p: AffinityPreference) => (p === 'SIMILAR' ? 1 : p === 'DISTINCT' ? -1 : 0);
  return Int8Array.of(
    sign(configuration.businessAreaConfiguration),
    sign(configuration.businessPositionConfiguration),
    sign(configuration.interestTypeConfiguration),
    sign(configuration.regionConfiguration),
  );
}

/**
 * Mentee–mentee affinity under the process's networking configuration: each criterion set to SIMILAR counts its
 * similarity, DISTINCT counts its difference (1 − similarity), INDIFFERENT is left out; the affinity is the mean of
 * the counted criteria. With every criterion INDIFFERENT any partner is as good as any other: 100, empty breakdown.
 */
export function scoreNetworking(
  a: MatchingProfile,
  b: MatchingProfile,
  configuration: NetworkingPreferences,
): { affinity: number; breakdown: Partial<Record<NetworkingCriterionKey, number>> } {
  const { sides, layout } = compileCohort([a, b]);
  const s = new Float64Array(networkingCriteria.length);
  networkingSimilarities(sides[0]!, 0, sides[0]!, 1, layout, s);
  const signs = preferenceSigns(configuration);
  const breakdown: Partial<Record<NetworkingCriterionKey, number>> = {};
  let sum = 0;
  let counted = 0;
  networkingCriteria.forEach((criterion, index) => {
    if (signs[index]! === 0) return;
    const value = signs[index]! > 0 ? s[index]! : 1 - s[index]!;
    breakdown[criterion] = round1(value * 100);
    sum += value;
    counted++;
  });
  return { affinity: counted > 0 ? round1((sum / counted) * 100) : 100, breakdown };
}

/** Networking affinity of every mentee with every other: row-major n×n, {@link FORBIDDEN} on the diagonal. */
export function buildNetworkingScoreMatrix(
  mentees: readonly MatchingProfile[],
  configuration: NetworkingPreferences,
): Float64Array {
  const { sides, layout } = compileCohort(mentees);
  const c = sides[0]!;
  const n = c.count;
  const signs = preferenceSigns(configuration);
  let counted = 0;
  for (const sign of signs) if (sign !== 0) counted++;
  const scores = new Float64Array(n * n);
  const s = new Float64Array(networkingCriteria.length);
  for (let i = 0; i < n; i++) {
    scores[i * n + i] = FORBIDDEN;
    for (let j = i + 1; j < n; j++) {
      let value = 100;
      if (counted > 0) {
        networkingSimilarities(c, i, c, j, layout, s);
        let sum = 0;
        for (let k = 0; k < 4; k++) if (signs[k] !== 0) sum += signs[k]! > 0 ? s[k]! : 1 - s[k]!;
        value = (sum / counted) * 100;
      }
      scores[i * n + j] = value;
      scores[j * n + i] = value;
    }
  }
  return scores;
}
