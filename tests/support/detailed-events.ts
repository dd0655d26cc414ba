/** The last event of a type in a detailed match's log, loosely typed for toMatchObject. */
export function lastOf(events: { type: string }[], type: string): Record<string, unknown> | undefined {
  return events.filter((e) => e.type === type).at(-1) as Record<string, unknown> | undefined;
}

/** A d20 of 1 with a P reading: home ball, one minute slashed. */
export function quietMinutes(count: number): number[] {
  return Array.from({ length: count }, () => [1, 5, 5, 1, 1]).flat();
}
