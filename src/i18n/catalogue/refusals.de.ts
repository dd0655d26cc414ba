import type { refusalsEn } from './refusals.en.js';

/** Absagen der Anweisungen und Befehle ohne eigene Datei, auf Deutsch. */
export const refusalsDe: Readonly<Record<keyof typeof refusalsEn, string>> = {
  'refusal.notOneOf.training-plan': '„{value}“ ist kein Trainingsplan.',
  'refusal.notOneOf.formation': '„{value}“ ist kein System.',
  'refusal.notOneOf.stand': '„{value}“ ist keine Tribüne.',
  'refusal.notOneOf.tier': '„{value}“ ist kein Rang.',
  'refusal.notOneOf.staff-role': '„{value}“ ist keine Stelle im Stab.',
  'refusal.notOneOf.sponsor-years': '„{value}“ ist keine Laufzeit für einen Sponsorvertrag.',
  'refusal.notOneOf.section': '„{value}“ ist kein Mannschaftsteil.',
  'refusal.notOneOf.sale-mode': '„{value}“ ist keine Art zu verkaufen.',
  'refusal.notOneOf.stand-kind': '„{value}“ ist keine Art von Tribüne.',
  'refusal.fortune.cupStep':
    'Das Brett wartet auf den nächsten Ligaspieltag: Dieser Schritt ist eine Pokalrunde. Gib deine /brett-Anweisungen, wenn die Woche beginnt.',
  'refusal.fortune.notALot': 'Dieser Spieler ist weder bei der Bank noch unter den Auktionslosen dieser Woche. Sieh unter /brett nach.',
  'refusal.fortune.noBid': 'Du hast kein Gebot auf diesen Spieler.',
  'refusal.league.adminCreates': 'Nur ein Server-Admin kann eine Liga gründen.',
  'refusal.league.noSuchLeague': 'Diese Liga gibt es nicht.',
  'refusal.join.clubNotOpen': 'Diesen Verein kann in dieser Liga kein Manager übernehmen.',
  'refusal.cards.managers': 'Eine Kartenliga hat {least} bis {most} Manager: Wähle eine Zahl von Menschen dazwischen.',
  'refusal.cards.seasons': 'Ein Kartenspiel dauert 1 bis {most} Saisons.',
  'refusal.cards.balance': 'Die Balance ist eine von {balances}.',
  'refusal.cards.footballOptions': 'Die Optionen der Spielsimulation gehören zu Fußballligen: Lass sie bei einer Kartenliga weg.',
  'refusal.substitute.both': 'Nenne den Spieler, der kommt, und den, der geht (oder nimm leeren).',
  'refusal.substitute.offNotInXi': '{player} steht nicht in deiner Elf und kann also nicht ausgewechselt werden.',
  'refusal.substitute.onInXi': '{player} steht schon in deiner Elf; bring jemanden von der Bank.',
};
