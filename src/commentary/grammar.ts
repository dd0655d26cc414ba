/**
 * Small rules of written English the commentary keeps: "an Istanbul player", "a United player", and a capital at
 * the start of every sentence, whatever name a template puts there.
 */

/** Words that start with a vowel letter but a consonant sound ("a United player", "a one-two"). */
const CONSONANT_SOUND = /^(uni|use|usu|ura|ure|uro|eu|ewe|one\b|once)/i;
/** Words that start with a consonant letter but a vowel sound ("an hour"). */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an", by the sound the word starts with. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const bare = word.replace(/^[^A-Za-z0-9]+/, '');
  if (VOWEL_SOUND.test(bare)) return 'an';
  if (CONSONANT_SOUND.test(bare)) return 'a';
  return /^[aeiou]/i.test(bare) ? 'an' : 'a';
}

/** "an Istanbul player". */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** A capital for the text's first letter and for each one that follows a full stop, "!" or "?". */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}
