/** A value for a json or jsonb column: its JSON text, which both drivers pass through unchanged. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** A JSON object's text (never `{}`) with more fields whose values are already JSON text, such as a player's own. */
export function jsonWithFields(objectText: string, fields: Readonly<Record<string, string>>): string {
  const more = Object.entries(fields).map(([name, text]) => `,${JSON.stringify(name)}:${text}`);
  return `${objectText.slice(0, -1)}${more.join('')}}`;
}

/** A JSON array of values already written as JSON text, for one json_to_recordset parameter. */
export function jsonArray(texts: readonly string[]): string {
  return `[${texts.join(',')}]`;
}
