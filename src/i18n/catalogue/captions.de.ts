import type { CaptionsMessages } from './captions.en.js';

/** Die Bildbeschreibungen (Alternativtext) der Bilder in Antworten auf Deutsch: das Spielfeld von /select. */
export const captionsDe: CaptionsMessages = {
  'captions.pitch': '{club} im {formation} auf dem Platz: die Elf mit Spielnoten und Form, wie in der Nachricht aufgelistet.',
};
