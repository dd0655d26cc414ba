/**
 * What a picker remembers: for each kind of moment, how many times it has picked (which says where it is in its
 * round). Kept per league (leagues.phrase_memory), so each report carries the phrasing on from the one before.
 */
export interface PhraseMemory {
  uses: Record<string, number>;
}

/** A number from a text, the same every time (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The order round r of a kind walks its n phrasings in: shuffled by the kind and the round alone, so it is the same on every replay. */
function roundOrder(kind: string, round: number, n: number): number[] {
  let seed = hashOf(`${kind}#${round}`);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The order of round r as picked: a round's last and the next round's first always differ. */
function pickedOrder(kind: string, round: number, n: number): number[] {
  const order = roundOrder(kind, round, n);
  if (round > 0 && n > 1) {
    const last = roundOrder(kind, round - 1, n)[n - 1]!;
    if (order[0] === last) [order[0], order[1]] = [order[1]!, order[0]!];
  }
  return order;
}

/**
 * Orders already worked out, by kind, round and count: every report asks for the same few again, and working one out
 * (two hashes and two shuffles) cost more than the rest of telling a line. Dropped whole when it grows past its bound.
 */
const orders = new Map<string, readonly number[]>();
const KEPT_ORDERS = 20_000;

/** The phrasing a kind's use-th pick falls on. */
function indexAt(kind: string, use: number, n: number): number {
  const round = Math.floor(use / n);
  const key = `${kind}#${round}#${n}`;
  let order = orders.get(key);
  if (!order) {
    if (orders.size >= KEPT_ORDERS) orders.clear();
    order = pickedOrder(kind, round, n);
    orders.set(key, order);
  }
  return order[use % n]!;
}

/**
 * Picks among a template's phrasings so that the same kind of event never reads the same twice in a row and, in
 * each round of n uses, every phrasing is used once (so none opens more than its share of reports), in an order
 * that changes from round to round (so no phrasing always follows another), while staying deterministic (a replay
 * reads the same as the first telling). A picker tells one report (or one run of reports):
 * it never picks a phrasing it has already picked until it has picked every phrasing of that kind, so a report
 * repeats no sentence while it has phrasings left.
 */
export class PhrasePicker {
  private uses: Map<string, number>;
  /** The phrasings each kind has picked since its last full round in this picker's telling, and its last pick. */
  private told = new Map<string, { since: Set<number>; last: number }>();

  /** From a league's memory, so the phrasing continues where the last report left it; fresh without one. */
  constructor(memory?: PhraseMemory) {
    this.uses = new Map(Object.entries(memory?.uses ?? {}));
  }

  pick<T>(kind: string, phrases: readonly T[]): T {
    const n = phrases.length;
    if (n === 1) return phrases[0]!;
    const told = this.told.get(kind) ?? { since: new Set<number>(), last: -1 };
    // Every phrasing told: a new round of them, but not the last one again at once.
    if (told.since.size >= n) told.since = new Set([told.last]);
    let use = this.uses.get(kind) ?? 0;
    // Within 2n uses a whole round passes, so a phrasing not yet told is always found.
    while (told.since.has(indexAt(kind, use, n))) use++;
    const index = indexAt(kind, use, n);
    told.since.add(index);
    told.last = index;
    this.told.set(kind, told);
    this.uses.set(kind, use + 1);
    return phrases[index]!;
  }

  memory(): PhraseMemory {
    return { uses: Object.fromEntries(this.uses) };
  }
}
