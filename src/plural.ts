/** "1 week", "3 weeks", "2 places": counts in replies never read "week(s)". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
