import type { ReplyMessages } from './replies.en.js';

/** Die privaten Antworten auf Deutsch. */
export const repliesDe: ReplyMessages = {
  'reply.apology.nothingChanged':
    'Sorry, bei uns ist etwas schiefgelaufen, geändert wurde nichts. Passiert das öfter, gib einem Server-Admin die Vorfallsnummer `{incident}`.',
  'reply.apology.answerLost':
    'Sorry, bei uns ist etwas schiefgelaufen und deine Antwort ging verloren; deine Anweisung ist aber vielleicht gespeichert: Schau mit `/bereit` nach. Passiert das öfter, gib einem Server-Admin die Vorfallsnummer `{incident}`.',
  'reply.databaseUnreachable': 'Dugout kommt gerade nicht an seine Datenbank; versuch es in einer Minute noch mal.',
  'reply.staleComponent': 'Dieser Knopf gilt nicht mehr.',
  'reply.serverChannelOnly': 'Dugout-Ligen spielen in Server-Kanälen: Nutz den Befehl in einem davon.',
  'reply.adminOnly': 'Das darf nur ein Liga-Admin: Du brauchst „Server verwalten“ oder die Admin-Rolle der Liga.',
  'reply.membershipCooldown':
    'Du kannst nur alle {every} Sekunden {action, select, join {beitreten} other {aussteigen}}: Versuch es in {wait, plural, one {einer Sekunde} other {# Sekunden}} noch mal.',
  'reply.notYourClub': 'Du managst in dieser Liga keinen Verein. Mit /liga beitreten übernimmst du einen.',
  'reply.notAdmin': 'Das darf nur ein Liga-Admin.',
  'reply.alreadyPlayed': 'Dieser Spieltag ist schon gespielt.',
  'reply.noLeagueHere': 'In diesem Kanal läuft keine Liga. Ein Admin kann mit /liga gründen eine gründen.',
  'reply.noSuchLeague': 'Diese Liga gibt es nicht. Mit /liga gründen gründest du eine.',
  'reply.noSuchPlayer': 'Diesen Spieler gibt es in dieser Liga nicht.',
  'reply.noSuchClub': 'Diesen Verein gibt es in dieser Liga nicht.',
  'reply.playersSameName': '{count} Spieler heißen {name}: Such dir einen aus der Liste aus.',
  'reply.clubsSameName': '{count} Vereine in dieser Liga heißen {name}: Such dir einen aus der Liste aus.',
  'reply.amountWholePounds': 'Gib den Betrag in ganzen Pfund an, mehr als 0 £.',
  'reply.noBid': 'Du hast diese Woche kein Gebot für diesen Spieler abgegeben.',

  'reply.league.channelTaken': 'In diesem Kanal läuft schon eine Liga. Gründe die neue in einem anderen Kanal.',
  'reply.league.alreadyManaging': 'Du managst in dieser Liga schon {club}.',
  'reply.league.banned':
    'Ein Liga-Admin hat dich aus dieser Liga verbannt, deshalb kannst du nicht beitreten. Bitte einen Admin, die Sperre aufzuheben.',
  'reply.league.clubTaken': '{club} hat schon einen Manager. Such dir einen anderen Verein aus.',
  'reply.league.full': 'Jeder Verein in dieser Liga hat schon einen Manager.',
  'reply.league.alreadyStarted': 'Diese Liga läuft schon.',
  'reply.league.gameOver':
    'Dieses Spiel ist vorbei, die Liga ist archiviert und nur noch zum Nachlesen da. Ein Admin kann hier mit /liga gründen ein neues Spiel starten.',

  'reply.train.set':
    'Trainingsplan steht: {player} → {plan}. Diese Woche {orders, plural, one {# Trainingsanweisung} other {# Trainingsanweisungen}}.',

  'reply.bid.withdrawn': 'Dein Gebot für {player} ist zurückgezogen.',
  'reply.bid.placed':
    'Verdecktes Gebot über {amount, number, ::currency/GBP precision-integer} für {player}. Diese Woche hast du {bids, plural, one {# Gebot} other {# Gebote}} abgegeben, zusammen {total, number, ::currency/GBP precision-integer}. Entschieden wird, wenn der Spieltag gespielt ist.',

  'reply.price.training.stop': 'Ab jetzt trainiert er nichts mehr.',
  'reply.price.training.effect':
    '{plan, select, FRM {Formtraining bringt ihn eine Formstufe nach oben} ABL {Stärketraining bringt ihm 0,5 Stärke} FIT {Fitnesstraining: Pflicht, solange er verletzt ist} RST {Pause: Er kann sich nicht verletzen} CB {Das Training als Innenverteidiger bringt ihm die Position} SB {Das Training als Außenverteidiger bringt ihm die Position} CM {Das Training fürs zentrale Mittelfeld bringt ihm die Position} SM {Das Training für die Außenbahn bringt ihm die Position} other {Das Training als Mittelstürmer bringt ihm die Position}}',
  'reply.price.training.weekByWeek': '{effect}, Woche für Woche.',
  'reply.price.training.weeks': '{effect}: {weeks, plural, one {# Woche} other {# Wochen}}.',
  'reply.price.training.weeksDone': '{effect}: {weeks, plural, one {# Woche} other {# Wochen}}, davon {done} schon geschafft.',
  'reply.price.bid':
    'Ablöse {asking, number, ::currency/GBP precision-integer}. Bekommst du den Zuschlag als einziger Bieter, zahlst du {asking, number, ::currency/GBP precision-integer} ({interested, number, ::currency/GBP precision-integer}, wenn noch ein anderer Verein interessiert ist); gegen andere Manager bis zu deinen {amount, number, ::currency/GBP precision-integer}. Dir bleiben mindestens {left, number, ::currency/GBP precision-integer}. Entschieden bei den Transfers von Spieltag {week}.',
  'reply.price.bidAmongOthers':
    'Ablöse {asking, number, ::currency/GBP precision-integer}. Bekommst du den Zuschlag als einziger Bieter, zahlst du {asking, number, ::currency/GBP precision-integer} ({interested, number, ::currency/GBP precision-integer}, wenn noch ein anderer Verein interessiert ist); gegen andere Manager bis zu deinen {amount, number, ::currency/GBP precision-integer}. Dir bleiben mindestens {left, number, ::currency/GBP precision-integer}, oder {allWin, number, ::currency/GBP precision-integer}, wenn alle deine Gebote durchgehen. Entschieden bei den Transfers von Spieltag {week}.',
};
