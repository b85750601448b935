/**
 * From a score matrix (see affinity.ts) to pairs and networking matches.
 *
 * Pairs: the whole cohort is solved at once as an assignment problem with the `munkres` package (Hungarian
 * algorithm, O(n²m)), maximising the total affinity. Greedy "best pair first" is here only as the baseline the
 * benchmark and the property tests compare against, and brute force only as the reference for small cohorts.
 */
import { munkres } from 'munkres';
import { FORBIDDEN } from './affinity';

export interface AssignedPair {
  menteeIndex: number;
  mentorIndex: number;
  /** The pair's score, 0..100. */
  affinity: number;
}

export interface AssignmentResult {
  pairs: AssignedPair[];
  /** Sum of the pairs' affinities. */
  total: number;
  /**
   * Mentees (rows) left without a mentor: there are fewer mentors than mentees, or every mentor still free for them
   * is refused by a hard constraint. Never a forbidden pair in `pairs`.
   */
  unassigned: number[];
}

/** Highest possible score of a cell; costs are 100 − score. */
const MAX_SCORE = 100;

function isForbidden(score: number): boolean {
  return score < 0;
}

/** Row views of a flat row-major matrix, the shape munkres reads (it never copies or writes the matrix). */
export function rowViews(matrix: Float64Array, rows: number, cols: number): Float64Array[] {
  const views = new Array<Float64Array>(rows);
  for (let r = 0; r < rows; r++) views[r] = matrix.subarray(r * cols, (r + 1) * cols);
  return views;
}

/**
 * The cost matrix munkres minimises: 100 − score for an allowed pair, and for a forbidden one a cost larger than
 * any complete assignment of allowed pairs can reach, 100 × (min(n, m) + 1). Minimising the total cost therefore
 * first minimises the number of forbidden pairs used and only then maximises affinity: when an assignment of every
 * mentee (or every mentor) to allowed partners exists, the solver returns one, and the best one.
 */
export function costMatrix(scores: Float64Array, rows: number, cols: number): Float64Array {
  const prohibitive = MAX_SCORE * (Math.min(rows, cols) + 1);
  const cost = new Float64Array(rows * cols);
  for (let k = 0; k < cost.length; k++) {
    const score = scores[k]!;
    cost[k] = isForbidden(score) ? prohibitive : MAX_SCORE - score;
  }
  return cost;
}

function result(scores: Float64Array, rows: number, cols: number, assigned: Int32Array): AssignmentResult {
  const pairs: AssignedPair[] = [];
  const unassigned: number[] = [];
  let total = 0;
  for (let r = 0; r < rows; r++) {
    const c = assigned[r]!;
    const score = c < 0 ? FORBIDDEN : scores[r * cols + c]!;
    if (isForbidden(score)) {
      unassigned.push(r);
      continue;
    }
    pairs.push({ menteeIndex: r, mentorIndex: c, affinity: score });
    total += score;
  }
  return { pairs, total, unassigned };
}

/**
 * Optimal pairs: maximises the total affinity over the cohort (mentees are rows, mentors columns of `scores`, a
 * row-major n×m matrix with FORBIDDEN for refused pairs). With as many mentees as mentors and an allowed perfect
 * matching, every mentee gets exactly one mentor and vice versa. A row the solver could only fill with a forbidden
 * pair is reported in `unassigned` (infeasible for that mentee) rather than paired.
 */
export function optimalAssignment(scores: Float64Array, rows: number, cols: number): AssignmentResult {
  const assigned = new Int32Array(rows).fill(-1);
  if (rows > 0 && cols > 0) {
    for (const [r, c] of munkres(rowViews(costMatrix(scores, rows, cols), rows, cols))) assigned[r] = c;
  }
  return result(scores, rows, cols, assigned);
}

/** Cells ordered by score, highest first (ties by position), forbidden cells left out. */
function cellsByScoreDescending(scores: Float64Array): Float64Array {
  const cells = scores.length;
  // One numeric key per cell: quantised score gap (0..100000) in the high part, cell index in the low part, so a
  // native Float64Array sort orders them without a comparator. Keys stay below 2^53 up to 90 million cells.
  const keys = new Float64Array(cells);
  let count = 0;
  for (let k = 0; k < cells; k++) {
    const score = scores[k]!;
    if (isForbidden(score)) continue;
    keys[count++] = Math.round((MAX_SCORE - Math.min(score, MAX_SCORE)) * 1000) * cells + k;
  }
  return keys.subarray(0, count).sort();
}

/** Greedy baseline: repeatedly takes the highest-scoring allowed pair whose mentee and mentor are both free. */
export function greedyAssignment(scores: Float64Array, rows: number, cols: number): AssignmentResult {
  const assigned = new Int32Array(rows).fill(-1);
  const mentorTaken = new Uint8Array(cols);
  const cells = scores.length;
  let left = Math.min(rows, cols);
  for (const key of cellsByScoreDescending(scores)) {
    if (left === 0) break;
    const k = key % cells;
    const r = Math.floor(k / cols);
    const c = k - r * cols;
    if (assigned[r]! >= 0 || mentorTaken[c]! === 1) continue;
    assigned[r] = c;
    mentorTaken[c] = 1;
    left--;
  }
  return result(scores, rows, cols, assigned);
}

/**
 * Reference for small cohorts (rows ≤ cols, rows ≤ 8): tries every assignment of rows to distinct columns and
 * keeps the one with the fewest forbidden pairs, then the highest total — the same objective as
 * {@link optimalAssignment}.
 */
export function bruteForceAssignment(scores: Float64Array, rows: number, cols: number): AssignmentResult {
  if (rows > cols || rows > 8) throw new RangeError('bruteForceAssignment: rows ≤ cols and rows ≤ 8');
  const current = new Int32Array(rows);
  const best = new Int32Array(rows).fill(-1);
  let bestForbidden = Number.POSITIVE_INFINITY;
  let bestTotal = Number.NEGATIVE_INFINITY;
  const used = new Uint8Array(cols);
  const visit = (r: number, forbidden: number, total: number): void => {
    if (r === rows) {
      if (forbidden < bestForbidden || (forbidden === bestForbidden && total > bestTotal)) {
        bestForbidden = forbidden;
        bestTotal = total;
        best.set(current);
      }
      return;
    }
    for (let c = 0; c < cols; c++) {
      if (used[c]! === 1) continue;
      used[c] = 1;
      current[r] = c;
      const score = scores[r * cols + c]!;
      if (isForbidden(score)) visit(r + 1, forbidden + 1, total);
      else visit(r + 1, forbidden, total + score);
      used[c] = 0;
    }
  };
  visit(0, 0, 0);
  return result(scores, rows, cols, best);
}

// ── Networking matches ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The numbers of matches per mentee that can be given to every one of n mentees: a k-regular simple graph on n
 * vertices exists exactly when k ≤ n − 1 and k·n is even (so only even k for an odd number of mentees).
 */
export function possibleNumberOfMatches(n: number): number[] {
  const values: number[] = [];
  for (let k = 1; k <= n - 1; k++) if ((k * n) % 2 === 0) values.push(k);
  return values;
}

export interface NetworkingMatch {
  a: number;
  b: number;
  affinity: number;
}

export interface NetworkingResult {
  /** partners[i]: the k mentees matched with mentee i, ascending. */
  partners: number[][];
  /** Each match once, a < b. */
  matches: NetworkingMatch[];
  /** Sum of the matches' affinities. */
  total: number;
}

export interface NetworkingOptions {
  /** Bound on the improvement passes (each O(E²) with E = n·k/2 matches). */
  maxPasses?: number;
}

/** Weight of an edge: the mean of both directions; a forbidden cell is heavily penalised so swaps remove it. */
const FORBIDDEN_EDGE_WEIGHT = -1e6;

class KRegularGraph {
  readonly adjacent: Uint8Array;
  readonly degree: Int32Array;
  readonly from: Int32Array;
  readonly to: Int32Array;
  edges = 0;

  constructor(
    readonly n: number,
    maxEdges: number,
  ) {
    this.adjacent = new Uint8Array(n * n);
    this.degree = new Int32Array(n);
    this.from = new Int32Array(maxEdges);
    this.to = new Int32Array(maxEdges);
  }

  has(a: number, b: number): boolean {
    return this.adjacent[a * this.n + b]! === 1;
  }

  add(a: number, b: number): void {
    this.adjacent[a * this.n + b] = 1;
    this.adjacent[b * this.n + a] = 1;
    this.degree[a]!++;
    this.degree[b]!++;
    this.from[this.edges] = a;
    this.to[this.edges] = b;
    this.edges++;
  }

  /** Replaces edge e by (a, b), keeping the edge count. */
  replace(e: number, a: number, b: number): void {
    const x = this.from[e]!;
    const y = this.to[e]!;
    this.adjacent[x * this.n + y] = 0;
    this.adjacent[y * this.n + x] = 0;
    this.degree[x]!--;
    this.degree[y]!--;
    this.adjacent[a * this.n + b] = 1;
    this.adjacent[b * this.n + a] = 1;
    this.degree[a]!++;
    this.degree[b]!++;
    this.from[e] = a;
    this.to[e] = b;
  }

  clear(): void {
    this.adjacent.fill(0);
    this.degree.fill(0);
    this.edges = 0;
  }
}

/**
 * Completes a greedy partial graph to k-regular. Two moves, both keep the graph simple:
 * - two short mentees not yet matched together get matched;
 * - otherwise an existing match (x, y) is broken to give x to one short mentee and y to another (or both to the
 *   same one when it lacks two), choosing x and y not already matched with whom they join.
 * Returns false when neither move applies; the caller then falls back to a construction that always works.
 */
function repairToRegular(graph: KRegularGraph, k: number): boolean {
  const n = graph.n;
  for (;;) {
    const short: number[] = [];
    for (let v = 0; v < n; v++) if (graph.degree[v]! < k) short.push(v);
    if (short.length === 0) return true;
    let progressed = false;
    for (let p = 0; p < short.length && !progressed; p++) {
      for (let q = p + 1; q < short.length; q++) {
        const u = short[p]!;
        const v = short[q]!;
        if (graph.degree[u]! < k && graph.degree[v]! < k && !graph.has(u, v)) {
          graph.add(u, v);
          progressed = true;
          break;
        }
      }
    }
    if (progressed) continue;
    const u = short[0]!;
    const v = k - graph.degree[u]! >= 2 ? u : short.find((w) => w !== u);
    if (v === undefined) return false;
    for (let e = 0; e < graph.edges && !progressed; e++) {
      const x = graph.from[e]!;
      const y = graph.to[e]!;
      for (const [s, t] of [
        [x, y],
        [y, x],
      ] as const) {
        if (s === u || s === v || t === u || t === v) continue;
        if (graph.has(u, s) || graph.has(v, t)) continue;
        graph.replace(e, u, s);
        graph.add(v, t);
        progressed = true;
        break;
      }
    }
    if (!progressed) return false;
  }
}

/** A k-regular circulant graph: i with i ± 1 … ± ⌊k/2⌋, and with i + n/2 when k is odd (then n is even). */
function circulant(graph: KRegularGraph, k: number): void {
  const n = graph.n;
  graph.clear();
  for (let i = 0; i < n; i++) {
    for (let d = 1; d <= k >> 1; d++) graph.add(i, (i + d) % n);
    if (k % 2 === 1 && i < n / 2) graph.add(i, i + n / 2);
  }
}

/**
 * Networking matches: every one of the n mentees gets exactly k distinct partners, never themself, and matches are
 * mutual (a k-regular simple graph), chosen to maximise the total affinity.
 *
 * Exact maximum-weight k-regular subgraphs need a general b-matching (blossom) solver, which no maintained npm
 * package offers; repeated perfect matchings cannot work for odd n. So:
 * 1. greedy: matches by affinity, highest first, while both mentees still need partners;
 * 2. repair the few mentees left short with degree-preserving moves (or, if that ever gets stuck, start from a
 *    circulant k-regular graph, which always exists for a feasible k);
 * 3. local improvement: swap two matches (a–b, c–d) for (a–c, b–d) or (a–d, b–c) whenever that raises the total,
 *    until no swap helps or `maxPasses` passes are done.
 * Guarantees: the shape (exactly k, distinct, no self, symmetric) always holds, for every k of
 * {@link possibleNumberOfMatches}; the total is at least the greedy start's and, when the passes end by themselves,
 * no single two-match swap can improve it. It is not guaranteed globally optimal.
 */
export function networkingMatches(
  scores: Float64Array,
  n: number,
  k: number,
  options: NetworkingOptions = {},
): NetworkingResult {
  if (!possibleNumberOfMatches(n).includes(k)) {
    throw new RangeError(`No es posible asignar ${k} matches a cada uno de ${n} mentees`);
  }
  const maxPasses = options.maxPasses ?? 50;
  const weight = (a: number, b: number): number => {
    const ab = scores[a * n + b]!;
    const ba = scores[b * n + a]!;
    return isForbidden(ab) || isForbidden(ba) ? FORBIDDEN_EDGE_WEIGHT : (ab + ba) / 2;
  };

  const edgeCount = (n * k) / 2;
  const graph = new KRegularGraph(n, edgeCount);
  const upper = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    upper[a * n + a] = FORBIDDEN;
    for (let b = a + 1; b < n; b++) {
      const w = weight(a, b);
      upper[a * n + b] = w < 0 ? FORBIDDEN : w;
      upper[b * n + a] = FORBIDDEN;
    }
  }
  for (const key of cellsByScoreDescending(upper)) {
    if (graph.edges === edgeCount) break;
    const cell = key % (n * n);
    const a = Math.floor(cell / n);
    const b = cell - a * n;
    if (graph.degree[a]! < k && graph.degree[b]! < k) graph.add(a, b);
  }
  // Forbidden (off-diagonal) pairs were skipped above; the repair may still need them.
  if (!repairToRegular(graph, k)) circulant(graph, k);

  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    for (let e = 0; e < edgeCount; e++) {
      for (let f = e + 1; f < edgeCount; f++) {
        const a = graph.from[e]!;
        const b = graph.to[e]!;
        const c = graph.from[f]!;
        const d = graph.to[f]!;
        if (a === c || a === d || b === c || b === d) continue;
        const current = weight(a, b) + weight(c, d);
        const crossed = graph.has(a, c) || graph.has(b, d) ? Number.NEGATIVE_INFINITY : weight(a, c) + weight(b, d);
        const twisted = graph.has(a, d) || graph.has(b, c) ? Number.NEGATIVE_INFINITY : weight(a, d) + weight(b, c);
        if (crossed > current + 1e-9 && crossed >= twisted) {
          graph.replace(e, a, c);
          graph.replace(f, b, d);
          improved = true;
        } else if (twisted > current + 1e-9) {
          graph.replace(e, a, d);
          graph.replace(f, b, c);
          improved = true;
        }
      }
    }
    if (!improved) break;
  }

  const partners: number[][] = Array.from({ length: n }, () => []);
  const matches: NetworkingMatch[] = [];
  let total = 0;
  for (let e = 0; e < edgeCount; e++) {
    const a = Math.min(graph.from[e]!, graph.to[e]!);
    const b = Math.max(graph.from[e]!, graph.to[e]!);
    const affinity = weight(a, b);
    partners[a]!.push(b);
    partners[b]!.push(a);
    matches.push({ a, b, affinity });
    total += affinity;
  }
  for (const list of partners) list.sort((x, y) => x - y);
  return { partners, matches, total };
}
