import type { MarketMessages } from './market.en.js';

/** Die privaten Antworten zur Transferliste und ihren Spielern auf Deutsch. */
export const marketDe: MarketMessages = {
  'market.mode': '{mode, select, quick {Schnellverkauf} other {voller Marktwert}}',

  'market.title': 'Transferliste',
  'market.from': ' · von {club}',
  'market.empty': 'Gerade steht niemand auf der Liste: Jede Woche kommen neue Spieler dazu.',
  'market.myBids': 'Deine verdeckten Gebote dieser Woche',
  'market.bid.gone': 'ein Spieler, der nicht mehr im Spiel ist',
  'market.footer': 'Seite {page} von {pages} · bieten mit /bieten · {legend}',
  'market.previous': 'Zurück',
  'market.next': 'Weiter',

  'player.club': 'Verein',
  'player.noClub': 'Transferliste',
  'player.positions': 'Positionen',
  'player.ability': 'Stärke',
  'player.potentialReached': '{ability} (Potenzial ausgeschöpft)',
  'player.form': 'Formkurve',
  'player.age': 'Alter',
  'player.retiring': '{age} (hört am Saisonende auf)',
  'player.fitness': 'Fitnesszustand',
  'player.injured': 'Verletzt, fällt noch {weeks, plural, one {# Woche} other {# Wochen}} aus',
  'player.niggle': 'Angeschlagen: nur Fitnesstraining möglich',
  'player.fit': 'Einsatzbereit',
  'player.season': 'Diese Saison',
  'player.stats':
    '{games, plural, one {# Spiel} other {# Spiele}} · {goals, plural, one {# Tor} other {# Tore}} · {assists, plural, one {# Vorlage} other {# Vorlagen}} · {injured, plural, one {# Spiel} other {# Spiele}} verletzt verpasst',
  'player.value': 'Marktwert',
  'player.listed': 'Transferliste',
  'player.training': 'Training',
  'player.training.begun':
    '{plan, select, FRM {Formtraining} ABL {Stärketraining} FIT {Fitnesstraining} RST {Pause} CB {Training für die Innenverteidigung} SB {Training für die Außenverteidigung} CM {Training fürs zentrale Mittelfeld} SM {Training für die Außenbahn} other {Training für den Sturm}}, {weeks, plural, one {# Woche} other {# Wochen}} geschafft',
  'player.training.alsoBegun': '{plan} · außerdem angefangen: {begun}',

  'sale.listed':
    '{player} kommt {mode, select, quick {für einen Schnellverkauf} other {zum vollen Marktwert}} auf die Transferliste, sobald die Woche gespielt ist.',
  'sale.unlisted': '{player} kommt von der Transferliste, sobald die Woche gespielt ist.',
  'sale.request':
    '{player} {keep, select, yes {bleibt auf der Transferliste} other {kommt von der Transferliste}}, sobald die Saisonvorbereitung gespielt ist.',
  'sale.price':
    'Ablöseforderung {price} ({mode, select, quick {sein halber Marktwert} other {sein voller Marktwert}}). Er geht, sobald ein anderer Trainer bietet, oder bei einem Würfelwurf von {roll}, ab Woche {week}.',
  'sale.roll': '{sellsOn, plural, =6 {6} other {# oder mehr}}',
};
