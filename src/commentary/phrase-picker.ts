/**
 * What a picker remembers: for each kind of moment, the phrasing it used last and how many times it has picked.
 * Kept per league (leagues.phrase_memory), so each report carries the phrasing on from the one before.
 */
export interface PhraseMemory {
  last: Record<string, number>;
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
  private last: Map<string, number>;
  private uses: Map<string, number>;

  /** From a league's memory, so the phrasing continues where the last report left it; fresh without one. */
  constructor(memory?: PhraseMemory) {
    this.last = new Map(Object.entries(memory?.last ?? {}));
    this.uses = new Map(Object.entries(memory?.uses ?? {}));
  }

  pick<T>(kind: string, phrases: readonly T[]): T {
    const n = phrases.length;
    if (n === 1) return phrases[0]!;
    const use = this.uses.get(kind) ?? 0;
    // Round r walks the phrasings by the stride from phrasing r: a round's last and the next round's first differ.
    const index = n === 2 ? use % 2 : (Math.floor(use / n) + (use % n) * stride(n)) % n;
    this.last.set(kind, index);
    this.uses.set(kind, use + 1);
    return phrases[index]!;
  }

  memory(): PhraseMemory {
    return { last: Object.fromEntries(this.last), uses: Object.fromEntries(this.uses) };
  }
}
