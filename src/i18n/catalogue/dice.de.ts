import type { DiceMessages } from './dice.en.js';

/** Die Würfel in eckigen Klammern auf Deutsch: W20 statt d20, die Kürzel der Tabellen wie in den Regeln. */
export const diceDe: DiceMessages = {
  'dice.teamNews': 'Personallage {roll}',
  'dice.team': '{club}{formation} G {g} D* {d} A* {a}, {shots} Schüsse',
  'dice.pick': ' · Auswahl {rolls}',
  'dice.shot': 'Linie {line}{pick} · Schuss {rating}+{roll}{modifiers} = {total} gegen Parade {keeper}+{keeperRoll} = {saveTotal}',
  'dice.assist': 'Vorlage {roll}{pick}',
  'dice.shotsPaid': 'zwei Schüsse eingesetzt, noch {left} übrig',
  'dice.result': '{row}, Wurf {roll} · Ergebniswürfel {scoreRoll}',
  'dice.row': '{row, select, close {knapp} plus3home {+3 Heim} plus3away {+3 Gast} plus5home {+5 Heim} other {+5 Gast}}',
  'dice.injury': '{roll}, dann {table} {selected, select, yes {aufgestellt} other {nicht aufgestellt}}',
  'dice.kick.classic': '{shot} gegen {save}',
  'dice.kick.detailed': '🎲{roll} (Tor bis {target})',

  'dice.turn': 'W20 {d20} · {d8} · W10 {red}/{white}',
  'dice.addedTime': 'W10 {roll}: {chart}',
  'dice.addedInjuries': ', je Verletzung +2 ({count, plural, one {# Verletzung} other {# Verletzungen}})',
  'dice.keeperReads': 'Torwart: {reading}',
  'dice.reading':
    '{reading, select, Counter {Konter} Normal {Regulär} Card {Karte} ownGoal {Eigentor} Fouled {Gefoult} Corner {Ecke} rebound {Abpraller} Injury {Verletzung} Goal {Tor} stopped {geblockt} other {{reading}}}',
  'dice.steal': 'Balleroberung',
  'dice.rolled': '{what}, gewürfelt {roll}',
  'dice.column': 'Spalte {column} {value}',
  'dice.split': ' · Teilung W10 {roll}',
  'dice.red': '{upTo} Rot, gewürfelt {roll}',
  'dice.secondYellow': 'Gelb-Rot 1-{chance}, gewürfelt {roll}',
  'dice.injuryDetailed': 'W20 {d20} · W10 {d10}',
  'dice.substitution':
    '{reason, select, standing {Vorgabe} injury {Verletzung} endurance {Ausdauer} keeperSentOff {Torwart vom Platz} tired {müde} booked {verwarnt} chasing {Rückstand} other {frische Beine}}, {used} von {allowed}',
  'dice.endurance': 'En {en} · W20 {d20}',
  'dice.manShort': ' · in Unterzahl: höchster Fls-Wert',
  'dice.after': ' nach {special, select, freeKick {Freistoß} corner {Ecke} other {P+}}',
  'dice.stopped': 'D {d}, W20 {roll}',
  'dice.target': 'On 11-{limit}, gewürfelt {roll}',
  'dice.offColumn': 'Spalte Off {value}: {result}',
};
