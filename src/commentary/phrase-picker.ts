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

/**
 * Picks among a template's phrasings so that the same kind of event never
 * reads the same twice in a row and, in each round of n uses, every phrasing
 * is used once (so none opens more than its share of reports), while staying
 * deterministic (a replay reads the same as the first telling).
 */
export class PhrasePicker {
  private uses: Map<string, number>;

  /** From a league's memory, so the phrasing continues where the last report left it; fresh without one. */
  constructor(memory?: PhraseMemory) {
    this.uses = new Map(Object.entries(memory?.uses ?? {}));
  }

  pick<T>(kind: string, phrases: readonly T[]): T {
    const n = phrases.length;
    if (n === 1) return phrases[0]!;
    const use = this.uses.get(kind) ?? 0;
    // Round r walks the phrasings by the stride from phrasing r: a round's last and the next round's first differ.
    const index = n === 2 ? use % 2 : (Math.floor(use / n) + (use % n) * stride(n)) % n;
    this.uses.set(kind, use + 1);
    return phrases[index]!;
  }

  memory(): PhraseMemory {
    return { uses: Object.fromEntries(this.uses) };
  }
}
