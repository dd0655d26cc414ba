/**
 * What a picker remembers: for each kind of moment, the phrasing it used last and how many times it has picked.
 * Kept per league (leagues.phrase_memory), so each report carries the phrasing on from the one before.
 */
export interface PhraseMemory {
  last: Record<string, number>;
  uses: Record<string, number>;
}

/**
 * Picks among a template's phrasings so that the same kind of event never
 * reads the same twice in a row, while staying deterministic (a replay reads
 * the same as the first telling).
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
    const previous = this.last.get(kind);
    // Step 1 .. n-1 places on from the last phrase: never the same one, and it does not cycle in a fixed order.
    const index = previous === undefined ? 0 : (previous + 1 + ((use * 5) % (n - 1))) % n;
    this.last.set(kind, index);
    this.uses.set(kind, use + 1);
    return phrases[index]!;
  }

  memory(): PhraseMemory {
    return { last: Object.fromEntries(this.last), uses: Object.fromEntries(this.uses) };
  }
}
