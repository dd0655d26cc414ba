/**
 * A deep copy of plain, JSON-shaped data (objects, arrays, strings, numbers,
 * booleans, null), as the league state is. Several times faster than
 * structuredClone on it, which matters because every step copies the state
 * to stay pure.
 */
export function cloneState<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = copy((value as Record<string, unknown>)[key]);
  }
  return out;
}
