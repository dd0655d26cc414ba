/** 13000 -> "13,000", without the host's locale, so event text is the same everywhere. */
export function thousands(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function pounds(n: number): string {
  return `£${thousands(n)}`;
}
