/**
 * What a picker remembers: for each kind of moment, how many times it has picked (which says where it is in its
 * round). Kept per league (leagues.phrase_memory), so each report carries the phrasing on from the one before.
 */
export interface PhraseMemory {
  uses: Record<string, number>;
}

/** The stride through n phrasings: coprime with n (each is used once a round) and not n − 1 (no repeat between rounds). */
function stride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let s = n - 2; s > 1; s--) if (gcd(s, n) === 1) return s;
  return 1;
}

/** Round r walks the phrasings by the stride from phrasing r: a round's last and the next round's first differ. */
function indexAt(use: number, n: number): number {
  return n === 2 ? use % 2 : (Math.floor(use / n) + (use % n) * stride(n)) % n;
}

/**
 * Picks among a template's phrasings so that the same kind of event never reads the same twice in a row and, in
 * each round of n uses, every phrasing is used once (so none opens more than its share of reports), while staying
 * deterministic (a replay reads the same as the first telling). A picker tells one report (or one run of reports):
 * it never picks a phrasing it has already picked until it has picked every phrasing of that kind, so a report
 * repeats no sentence while it has phrasings left.
 */
export class PhrasePicker {
  private uses: Map<string, number>;
  /** The phrasings each kind has picked since its last full round in this picker's telling. */
  private told = new Map<string, Set<number>>();

  /** From a league's memory, so the phrasing continues where the last report left it; fresh without one. */
  constructor(memory?: PhraseMemory) {
    this.uses = new Map(Object.entries(memory?.uses ?? {}));
  }

  pick<T>(kind: string, phrases: readonly T[]): T {
    const n = phrases.length;
    if (n === 1) return phrases[0]!;
    const told = this.told.get(kind) ?? new Set<number>();
    if (told.size >= n) told.clear();
    let use = this.uses.get(kind) ?? 0;
    // Within 2n uses a whole round passes, so a phrasing not yet told is always found.
    while (told.has(indexAt(use, n))) use++;
    const index = indexAt(use, n);
    told.add(index);
    this.told.set(kind, told);
    this.uses.set(kind, use + 1);
    return phrases[index]!;
  }

  memory(): PhraseMemory {
    return { uses: Object.fromEntries(this.uses) };
  }
}
