import type { BoardMessages } from './board.en.js';

/**
 * Das Fortunes-Brett einer Fußballliga auf Deutsch: die Nachrichten des Bretts im Wochenbeitrag (Züge, gezogene Karten,
 * Krise, Bank, Auktionen, Immunitätskarten, Schulden), /fortune show und die Spielpunkte
 * (/league points, die Beiträge nach jeder Saison und am Spielende). Felder und Mannschaftsteile heißen wie im Spiel
 * (`fortunes.square.…`, `fortunes.cardType.…`).
 */
export const boardDe: BoardMessages = {
  'board.event.moved': '🎲{roll} {club} zieht für die kommende Woche auf {square}',
  'board.event.quiet': '{club}: {square}, eine ruhige Woche',
  'board.event.card':
    '{club} zieht {table, select, luck {Managerglück} other {eine Aufstellungssorge}} (🎲{roll}): {text}{cancelled, select, yes {. Eine Immunitätskarte hebt sie auf} other {}}',
  'board.event.cardVoid': '{club}: Die Karte trifft niemanden',
  'board.event.injury': '{player} ({club}) fällt {weeks, plural, one {# Woche} other {# Wochen}} aus',
  'board.event.playerLost': '{player} verlässt {club} und kommt in den Auktionstopf',
  'board.event.retirement': '{player} ({club}) beendet am Saisonende seine Karriere',
  'board.event.immunityIssued': '{club} bekommt eine Immunitätskarte ({left, plural, one {# Karte bleibt} other {# Karten bleiben}} bei der Bank)',
  'board.event.immunityUsed': '{club} setzt eine Immunitätskarte ein; sie geht an die Bank zurück',
  'board.event.immunityPassed': 'Eine Immunitätskarte geht von {from} an {to}',
  'board.event.crisis':
    'Krise bei {club}: Der Beste {section, select, G {im Tor} D {der Abwehr} M {des Mittelfelds} other {des Angriffs}} ({chosenBy, select, manager {vom Manager gewählt} other {von der KI gewählt}}) ist {player}, an die Bank verkauft',
  'board.event.crisisNone':
    'Krise bei {club}: Der Beste {section, select, G {im Tor} D {der Abwehr} M {des Mittelfelds} other {des Angriffs}} ({chosenBy, select, manager {vom Manager gewählt} other {von der KI gewählt}}) ist niemand',
  'board.event.wages': '{club} zahlt {amount} Gehälter für einen Kader der Stärke {strength}',
  'board.event.bankBought': '{player} ({club}) für {price} an die Bank verkauft',
  'board.event.bankSold': '{club} kauft {player} von der Bank',
  'board.event.auction': 'Auktion: {player} geht für {price} an {club}',
  'board.event.auctionUnsold': 'Auktion: Niemand kauft {player}; er kommt ganz nach unten in den Auktionstopf',
  'board.event.forfeit': '{club} kann {player} nicht bezahlen und verliert {amount}',
  'board.event.debtNoted':
    '{club} ist verschuldet: Bis Woche {week} der Saison {season} muss die Schuld beglichen sein, sonst verkauft die Bank Spieler des Vereins',
  'board.event.debtCleared': '{club} ist schuldenfrei',
  'board.event.resigned':
    '💸 {club} ist pleite ({debt} Schulden): Der Manager tritt zurück, der Kader kommt in den Auktionstopf, und Jugendspieler bringen das Spiel zu Ende',
  'board.aroundTheLeague': 'Rund um die Liga',

  'board.card.luck.1': 'Der Verband bestraft den Verein wegen Krawallen auf den Rängen',
  'board.card.luck.2': 'Eine Steuerprüfung findet unbezahlte Rechnungen',
  'board.card.luck.3': 'Sicherheitsarbeiten am Stadion werden angeordnet',
  'board.card.luck.4': 'Der beste Spieler verletzt sich im Training',
  'board.card.luck.5': 'Der beste Spieler geht nach einem Streit mit dem Vorstand',
  'board.card.luck.6': 'Der älteste Spieler kündigt an, dass dies seine letzte Saison ist',
  'board.card.luck.7': 'Ein Fernsehauftritt bringt ein Honorar',
  'board.card.luck.8': 'Der Fanartikelverkauf boomt',
  'board.card.luck.9': 'Ein Abschiedsspiel ist ausverkauft',
  'board.card.luck.10': 'Der Fanclub spendet einen Totogewinn',
  'board.card.luck.11': 'Ein örtlicher Geschäftsmann investiert in den Verein',
  'board.card.luck.12': 'Ein reicher Gönner vermacht dem Verein ein Erbe',
  'board.card.selection-problems.1': 'Der beste Spieler ist verletzt',
  'board.card.selection-problems.2': 'Der Torwart bricht sich einen Finger',
  'board.card.selection-problems.3': 'Der beste Verteidiger zieht sich einen Muskelfaserriss zu',
  'board.card.selection-problems.4': 'Der beste Mittelfeldspieler verdreht sich das Knie',
  'board.card.selection-problems.5': 'Der beste Stürmer bricht sich den Knöchel',
  'board.card.selection-problems.6': 'Der beste Spieler weigert sich, je wieder für den Verein zu spielen',
  'board.card.selection-problems.7': 'Der beste Stürmer hat Heimweh und fährt nach Hause',
  'board.card.selection-problems.8': 'Der beste Verteidiger hört mit dem Fußball auf',
  'board.card.selection-problems.9': 'Der älteste Spieler hört am Saisonende auf',
  'board.card.selection-problems.10': 'Spieler brechen die Sperrstunde: Der Verein muss eine Strafe zahlen',
  'board.card.selection-problems.11': 'Die Bank teilt dem Verein eine Immunitätskarte zu',
  'board.card.selection-problems.12': 'Die Bank teilt dem Verein eine Immunitätskarte zu',

  'board.help.start': 'Es passiert nichts.',
  'board.help.sunday': 'Ein freier Tag: Es passiert nichts.',
  'board.help.wages': 'Du zahlst die Gehälter deines ganzen Kaders, nach seiner Gesamtstärke.',
  'board.help.luck': 'Du ziehst eine Managerglück-Karte: gut oder schlecht.',
  'board.help.selection-problems':
    'Du ziehst eine Aufstellungssorge. Eine Immunitätskarte hebt eine schädliche auf: `/brett immunität einsetzen:True`.',
  'board.help.auction': 'Das oberste Los des Auktionstopfs geht an das höchste verdeckte Gebot: `/brett bieten`.',
  'board.help.half-price-auction':
    'Ein Los wird versteigert; gewinnst du es, zahlst du die Hälfte deines Gebots, das in Schritten von {step} sein muss: `/brett bieten`.',
  'board.help.sponsorship': 'Ein Sponsor zahlt dir Geld.',
  'board.help.bank-finance':
    'Du darfst Spieler für 75 % ihres Werts an die Bank verkaufen, solange elf und ein Torwart bleiben: `/brett bankverkauf`.',
  'board.help.crisis': 'Du zahlst eine Strafe und verlierst den besten Spezialisten eines Mannschaftsteils deiner Wahl an die Bank: `/brett krise`.',
  'board.show.title': '{club}: Fortunes, Saison {season}, {phase, select, preseason {Saisonvorbereitung} other {Woche {week}}}',
  'board.show.resigned': 'Du bist bankrott zurückgetreten: Du spielst nicht mehr um den Sieg.',
  'board.show.on': 'Du stehst auf **{square}**. {help}',
  'board.show.noSquare': 'Du hast kein Feld, bis die nächste Woche beginnt.',
  'board.show.money': 'Geld {money} · Immunitätskarten {held} (Bank {bank})',
  'board.show.debt':
    '⚠️ Verschuldet: Gleiche bis Woche {week} der Saison {season} aus, sonst gehen deine Spieler an die Bank (`/brett schuldenfolge`).',
  'board.show.crisis': 'Krise: wen jeder Mannschaftsteil verlieren würde',
  'board.show.crisisPays': 'die Bank zahlt {price}',
  'board.show.noOne': 'niemand',
  'board.show.bankPays': 'Die Bank zahlt',
  'board.show.noPlayers': 'Keine Spieler.',
  'board.show.lots': 'Die Auktionslose dieser Woche',
  'board.show.lotHalf': 'du zahlst die Hälfte, biete in Schritten von {step}',
  'board.show.lotAtLeast': 'mindestens {step}',
  'board.show.bankSells': 'Die Bank verkauft (verdeckte Gebote, mindestens)',
  'board.show.orders': 'Deine Fortunes-Anweisungen',
  'board.show.bid': 'Gebot {amount} für {player}',
  'board.show.useImmunity': 'Eine Immunitätskarte für eine Aufstellungssorge einsetzen',
  'board.show.keepImmunity': 'Deine Immunitätskarte behalten',
  'board.show.debtSales': 'Wenn deine Schulden eingetrieben werden, zuerst verkaufen: {players}',

  'board.points.title': '{league}: Spielpunkte',
  'board.points.played':
    '{played, plural, one {# Saison} other {# Saisons}} gespielt{ended, select, yes {: Das Spiel ist vorbei} other {; das Geld zählt, als endete das Spiel jetzt}}.',
  'board.points.playedOf':
    '{played} von {seasons, plural, one {# Saison} other {# Saisons}} gespielt{ended, select, yes {: Das Spiel ist vorbei} other {; das Geld zählt, als endete das Spiel jetzt}}.',
  'board.points.line': '{place}. {club}{star} — **{points}** ({seasonPoints} aus Saisons, {cashPoints} aus {cash}) · {who}',
  'board.points.cash': 'Geld',
  'board.points.cashShown': '{money} Geld',
  'board.points.bankrupt': 'bankrott, kann nicht gewinnen',
  'board.points.ai': 'KI, kann nicht gewinnen',
  'board.seasonPoints.title': '{league}: Spielpunkte nach Saison {season}',
  'board.seasonPoints.about': 'Das Geld zählt, als endete das Spiel jetzt; 🏆 kennzeichnet den Führenden.',
  'board.over.title': '{league}: Das Spiel ist nach {seasons, plural, one {# Saison} other {# Saisons}} vorbei',
  'board.over.winners': '🏆 {winners} {count, plural, one {gewinnt das Spiel} other {teilen sich den Titel}}',
  'board.over.and': ' und ',
  'board.over.none': 'Kein Manager hat bis zum Sieg überlebt.',
  'board.over.archived':
    'Die Liga ist archiviert und nur noch lesbar, ihre Geschichte bleibt erhalten. Ein Admin kann hier mit `/liga gründen` ein neues Spiel beginnen.',
};
