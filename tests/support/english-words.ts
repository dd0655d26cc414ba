/**
 * Common English words a German page or post would show if a string were left untranslated (whole words, any case).
 * Names are the same in every language: text between Unicode's isolates (how a line of commentary carries a name) is
 * left out before looking.
 */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'goal',
  'goals',
  'win',
  'wins',
  'beat',
  'draw',
  'week',
  'season',
  'played',
  'table',
  'results',
  'scorers',
  'assist',
  'keeper',
  'shot',
  'shoots',
  'save',
  'saves',
  'corner',
  'penalty',
  'free kick',
  'kick-off',
  'after',
  'away',
  'home',
  'next',
  'deadline',
  'round',
  'final',
  'cup',
  'his',
  'for',
  'from',
  'into',
  'top',
  'points',
  'rolled',
  'then',
  'left',
  'none',
  'yet',
] as const;

export const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');

/** The lines of a text that hold a common English word, names aside. */
export function englishLines(text: string): string[] {
  return text
    .replace(/\u2068[^\u2069]*\u2069/g, '')
    .split('\n')
    .filter((line) => ENGLISH.test(line));
}
