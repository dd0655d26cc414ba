import type { NewsMessages } from './news.en.js';

/** Die Vereinsnachrichten von /news auf Deutsch. */
export const newsDe: NewsMessages = {
  'news.title': '{club}: Neues – {step}',
  'news.title.none': '{club}: noch nichts Neues',
  'news.nothingHappened': 'Bei deinem Verein ist nichts passiert.',
  'news.nothingPlayed': 'Noch ist nichts gespielt: Die Saison beginnt, sobald die Saisonvorbereitung gespielt ist.',
  'news.money': 'Einnahmen und Ausgaben',
  'news.balance': 'Kontostand jetzt: {balance}',
  'news.next': 'Als Nächstes',
  'news.next.match': '{week}. Spieltag: {home, select, yes {zu Hause gegen} other {auswärts bei}} {opponent}',

  'news.score': '{score}{penalties} gegen {opponent}',
  'news.penalties': ', {score} im Elfmeterschießen',
  'news.result': '{outcome, select, won {Sieg} drew {Unentschieden} other {Niederlage}} {score}',
  'news.result.cup': '{competition}: {outcome, select, won {Sieg} drew {Unentschieden} other {Niederlage}} {score}',
  'news.position': '{position}. Platz in der {division}',
  'news.cup.won': 'Titel geholt{last}',
  'news.cup.out': 'ausgeschieden{last}',
  'news.cup.through': 'weiter{last}',
  'news.cup.firstTie': 'dabei, das erste Spiel steht noch aus',

  'news.bidWon': '✍️ Dein Gebot über {amount} für {player} hat den Zuschlag bekommen: Du hast {fee} bezahlt.',
  'news.bidLost': 'Dein Gebot über {amount} für {player} ging leer aus: Er ist zu {club} gewechselt.',
  'news.bidLost.unknown': 'Dein Gebot über {amount} für {player} ging leer aus: Ein anderer Verein hat ihn verpflichtet.',
  'news.bidOpen': 'Dein Gebot über {amount} für {player} hat niemanden geholt: Er ist noch nicht verpflichtet.',
  'news.sold': '💰 {player} für {fee} an {club} verkauft.',
  'news.sold.unknown': '💰 {player} für {fee} verkauft.',
  'news.notSold': '{player} wurde nicht verkauft (Würfel {roll}); er bleibt auf der Liste.',
  'news.unlisted': '{player} ist von der Liste genommen.',
  'news.listed': '{player} steht für {price} auf der Liste ({mode, select, quick {Schnellverkauf} other {voller Marktwert}}).',
  'news.buildStarted': '🏗️ Die Bauarbeiten an der {stand} haben begonnen: {cost}, {weeks, plural, one {# Woche} other {# Wochen}} gesperrt.',
  'news.buildStarted.open': '🏗️ Die Bauarbeiten an der {stand} haben begonnen: {cost}.',
  'news.buildFinished': '🏟️ Die {stand} ist fertig und wieder offen.',
  'news.staff': '{hired, select, yes {Eingestellt} other {Entlassen}}: der {role}.',
  'news.trainingCompleted':
    '🎓 {player} hat {code, select, FRM {das Formtraining (seine Form steigt um eine Stufe)} ABL {das Stärketraining (+0,5 Stärke)} CB {das Training für die Innenverteidigung (eine neue Position)} SB {das Training für die Außenverteidigung (eine neue Position)} CM {das Training fürs zentrale Mittelfeld (eine neue Position)} SM {das Training für die Außenbahn (eine neue Position)} CF {das Training für den Sturm (eine neue Position)} other {{code}}} abgeschlossen.',
  'news.injured': '🩹 {player} ist verletzt und fällt {weeks, plural, one {# Woche} other {# Wochen}} aus.',
  'news.niggle': '🩹 {player} ist angeschlagen: Er verpasst diese Woche das Training.',
  'news.refused':
    '⚠️ {order, select, training {Deine Trainingsanweisung} selection {Deine Aufstellung} loan {Dein Leihgeschäft} deal {Dein Transfergeschäft} stadium {Dein Bauauftrag} staff {Deine Personalanweisung} bids {Deine Gebotsanweisung} sales {Deine Verkaufsanweisung} sponsor {Deine Sponsorwahl} scout {Dein Auftrag an den Chefscout} other {Deine Anweisung ({order})}} wurde nicht ausgeführt: {reason}',
  'news.aiSelection': '🤖 Du hattest keine Elf aufgestellt: Die KI hat eine aufgestellt, und sie ist jetzt deine Stammelf.',
  'news.aiSponsor': '🤖 Du hattest keinen Sponsorvertrag gewählt: Die KI hat einen gewählt.',
  'news.aiTraining': '🤖 Die KI hat {players} einen Trainingsplan gegeben, weil sie keinen hatten.',

  'news.lineup.auto': '🤖 Die KI hat deine Elf aufgestellt: {formation}.',
  'news.lineup.kept': '🔁 Du hast dein {formation} gespielt; die KI hat die Plätze der Spieler besetzt, die nicht spielen konnten:',
  'news.lineup.own': 'Du hast dein {formation} gespielt.',
  'news.lineup.standing': 'Du hast dein {formation} gespielt (Stammelf).',
  'news.lineup.empty': 'Ein leerer Platz',
  'news.lineup.youth': 'ein Jugendspieler',
  'news.lineup.why': '{reason, select, injured { (verletzt)} left { (hat den Verein verlassen)} reshuffled { (draußen gelassen)} other {}}',
  'news.lineup.slot':
    '{slot, select, GK {im Tor} CB {in der Innenverteidigung} SB {als Außenverteidiger} CM {im zentralen Mittelfeld} SM {auf der Außenbahn} CF {im Sturmzentrum} wing {auf dem Flügel} other {als Schienenspieler}}',
};
