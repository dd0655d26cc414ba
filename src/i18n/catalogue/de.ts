import type { Messages } from './en.js';

/** Deutsch: the English catalogue translated, in the words German football uses. */
export const de: Messages = {
  'league.create.outsideServer': 'Eine Liga wird in einem Kanal eines Servers gegründet.',
  'league.create.cupsInCards': 'Die Pokal-Option gibt es nur für Fußball-Ligen: Eine Karten-Liga spielt ihren eigenen Pokal.',
  'league.create.fortunesInCards':
    'Das Fortunes-Brett und sein Schwierigkeitsgrad gehören zu Footy-Manager-Ligen: Lass beides bei einer Karten-Liga weg.',
  'league.create.balanceInFootball': 'Die Balance-Option gibt es nur für Karten-Ligen: Lass sie bei einer Fußball-Liga weg.',

  'help.title': 'Hilfe: {title}',
  'help.selection.title': 'Aufstellung',
  'help.selection.pick':
    'Wähle mit /aufstellung ein System ({formations}) und deine Elf. Die Aufstellung bleibt Woche für Woche stehen, bis du sie änderst.',
  'help.selection.outOfPosition':
    'Ein Spieler auf fremder Position spielt 1,0 unter seiner Stärke; Formtief (--) kostet 0,5, Topform (++) bringt 0,5 (nie über 10).',
  'help.selection.wingers':
    '4-2-4 braucht zwei Flügelstürmer, die Mittelstürmer und Außenbahn spielen; 3-5-2 zwei, die Außenverteidiger und Außenbahn spielen.',
  'help.selection.tactics':
    'Abpraller ({rebound}): +2 auf einen Schuss für einen deiner ungenutzten Schüsse. Mauern ({backs}): einmal pro Spiel ein Gegentor für zwei Schüsse streichen.',
  'help.selection.unavailable':
    'Fällt ein Spieler aus, den du aufgestellt hast, besetzt die KI nur seinen Platz in deinem System und sagt es dir in /bereit und /neuigkeiten.',
  'help.selection.legend': 'Stärke 5–10 · Form ↓↓ Formtief (−0,5 im Spiel), ↓ schwach, ↑ gut, ↑↑ Lauf (+0,5)',
  'help.training.title': 'Training',
  'help.training.form':
    'Formtraining: {formWeeks} Wochen, Form eine Stufe höher. Stärketraining: {abilityWeeks} Wochen ({assistedWeeks} mit Co-Trainer), +0,5 Stärke.',
  'help.training.position':
    'Eine neue Position: {similarWeeks} Wochen von einer ähnlichen aus, sonst {newWeeks}; dafür braucht es einen Cheftrainer.',
  'help.training.rest': 'Pause: In dieser Woche kann er sich nicht verletzen. Ein Verletzter trainiert Fitness, bis er wieder fit ist.',
  'help.transfers.title': 'Transfers',
  'help.transfers.rolled':
    'Für jeden Spieler auf der Transferliste wird jede Woche gewürfelt, ab der Woche nach seiner Listung. Biete mit /bieten; dein Gebot sieht nur du.',
  'help.transfers.price':
    'Wer allein bietet, zahlt die Ablöse ({premium} mehr nach einer 6: ein anderer Verein ist interessiert). Unter Managern gewinnt das höchste verdeckte Gebot und zahlt, was es bot.',
  'help.transfers.sell':
    'Verkaufen mit /verkaufen: zum vollen Marktwert bei einer 6; ein Schnellverkauf zum halben Wert bei 4 oder mehr. Ein Verein mit Schulden kann nicht kaufen.',
  'help.stadium.title': 'Stadion',
  'help.stadium.cost':
    'Ein Rang kostet {cheapest} bis {dearest}; eine Tribüne im Bau ist {weeks, plural, one {# Woche} other {# Wochen}} gesperrt (in der Vorbereitung nach der ersten Saison gebaut, ist sie zum 1. Spieltag fertig).',
  'help.stadium.rules':
    'Eine Tribüne hat nur Sitz- oder nur Stehplätze, und ein Rang braucht den inneren darunter. Ab dem ersten Ausbau muss es mehr Sitz- als Stehplätze geben.',
  'help.stadium.preview':
    '/stadion bauen zeigt die Kosten, die Wochen der Sperrung, das Fassungsvermögen während und danach und deinen Kontostand danach.',
  'help.staff.title': 'Betreuerstab',
  'help.staff.role': '{role}: {wage} pro Woche; {duty}.',
  'help.staff.limit':
    'Höchstens fünf Leute im Stab. Die Gehälter gehen jede Woche ab, die erste Woche eines Neuen sofort. Ein Verein mit Schulden kann niemanden einstellen.',
  'help.sponsor.title': 'Sponsor',
  'help.sponsor.chart':
    'In der Vorbereitung unterschreibt der Präsident einen Sponsor nach Würfelwurf plus dem Bonus deines Vereins (Liga und letzte Saison): {lowest} bis {highest} für ein Jahr.',
  'help.sponsor.twoYears':
    'Ein Zweijahresvertrag zahlt jetzt etwa das 1,7-Fache und in der nächsten Saison nichts. /sponsorvertrag zeigt, was jeder Vertrag deinem Verein bringen kann.',

  'staff.headCoach': 'Cheftrainer',
  'staff.assistantManager': 'Co-Trainer',
  'staff.chiefScout': 'Chefscout',
  'staff.youthTeamCoach': 'Jugendtrainer',
  'staff.clubDoctor': 'Mannschaftsarzt',
  'staff.headCoach.duty': 'lässt deine Spieler auf eine neue Position umschulen',
  'staff.assistantManager.duty': 'verkürzt das Stärketraining von 10 auf 9 Wochen (zu Saisonbeginn holen)',
  'staff.chiefScout.duty': 'lässt dich Alter, Position oder Stärke deines wöchentlichen Neuzugangs auf der Liste mitbestimmen',
  'staff.youthTeamCoach.duty': 'holt für je drei Wochen am Stück im Amt einen 17-Jährigen aus der Jugend in den Kader',
  'staff.clubDoctor.duty': 'verkürzt jede Verletzung um eine Woche (nie unter eine)',

  'league.language.changed': 'Die Liga schreibt jetzt auf {language}.',
};
