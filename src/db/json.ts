/** A value for a json or jsonb column: its JSON text, which both drivers pass through unchanged. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** A JSON array of values already written as JSON text, for one json_to_recordset parameter. */
export function jsonArray(texts: readonly string[]): string {
  return `[${texts.join(',')}]`;
}
