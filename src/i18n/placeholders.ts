import IntlMessageFormat from 'intl-messageformat';

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** The argument types of the message syntax that name a placeholder (argument, number, date, time, select, plural). */
const NAMED = new Set([1, 2, 3, 4, 5, 6]);

/** The placeholder names a message uses, at any depth of its plurals and selects, sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]): void => {
    for (const element of elements) {
      if (NAMED.has(element.type) && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
  return [...names].sort();
}
