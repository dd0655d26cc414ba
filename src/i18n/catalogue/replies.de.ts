import type { ReplyMessages } from './replies.en.js';

/** Die privaten Antworten auf Deutsch. */
export const repliesDe: ReplyMessages = {
  'reply.apology.nothingChanged':
    'Sorry, bei uns ist etwas schiefgelaufen, geändert wurde nichts. Passiert das öfter, gib einem Server-Admin die Vorfallsnummer `{incident}`.',
  'reply.apology.answerLost':
    'Sorry, bei uns ist etwas schiefgelaufen und deine Antwort ging verloren; deine Anweisung ist aber vielleicht gespeichert: Schau mit `/ready` nach. Passiert das öfter, gib einem Server-Admin die Vorfallsnummer `{incident}`.',
  'reply.databaseUnreachable': 'Dugout kommt gerade nicht an seine Datenbank; versuch es in einer Minute noch mal.',
  'reply.staleComponent': 'Dieser Knopf gilt nicht mehr.',
  'reply.serverChannelOnly': 'Dugout-Ligen spielen in Server-Kanälen: Nutz den Befehl in einem davon.',
  'reply.adminOnly': 'Das darf nur ein Liga-Admin: Du brauchst „Server verwalten“ oder die Admin-Rolle der Liga.',
  'reply.membershipCooldown':
    'Du kannst nur alle {every} Sekunden {action, select, join {beitreten} other {aussteigen}}: Versuch es in {wait, plural, one {einer Sekunde} other {# Sekunden}} noch mal.',
  'reply.notYourClub': 'Du managst in dieser Liga keinen Verein. Mit /league join übernimmst du einen.',
  'reply.notAdmin': 'Das darf nur ein Liga-Admin.',
  'reply.alreadyPlayed': 'Dieser Spieltag ist schon gespielt.',

  'reply.train.set':
    'Trainingsplan steht: {player} → {plan}. Diese Woche {orders, plural, one {# Trainingsanweisung} other {# Trainingsanweisungen}}.',

  'reply.bid.withdrawn': 'Dein Gebot für {player} ist zurückgezogen.',
  'reply.bid.placed':
    'Verdecktes Gebot über {amount, number, ::currency/GBP precision-integer} für {player}. Diese Woche hast du {bids, plural, one {# Gebot} other {# Gebote}} abgegeben, zusammen {total, number, ::currency/GBP precision-integer}. Entschieden wird, wenn der Spieltag gespielt ist.',
};
