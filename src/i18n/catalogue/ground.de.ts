import type { GroundMessages } from './ground.en.js';

/** Die privaten Antworten zu Stadion, Betreuerstab, Sponsor und Chefscout auf Deutsch. */
export const groundDe: GroundMessages = {
  'orders.orderedThisWeek': 'Diese Woche in Auftrag',

  'ground.title': '{club}: Stadion ({places, number} Plätze)',
  'ground.title.none': '{club}: Stadion',
  'ground.none': 'Ein Verein außerhalb des Spiels: kein Stadion zu verwalten.',
  'ground.stand': '**{stand}**: {tiers} · {places, number} Plätze{work}',
  'ground.tier': '{tier}. Rang mit {kind, select, seating {Sitzplätzen} other {Stehplätzen}}',
  'ground.bank': 'Erdwall',
  'ground.empty': 'leer',
  'ground.work':
    ' · im Bau: {tier}. Rang mit {kind, select, seating {Sitzplätzen} other {Stehplätzen}}, noch {weeks, plural, one {# Woche} other {# Wochen}} (gesperrt)',
  'ground.boxes': 'VIP-Logen',
  'ground.boxes.yes': 'Ja',
  'ground.boxes.no': 'Nein',
  'ground.ordered':
    'Bestellt: {stand}, {tier}. Rang mit {kind, select, seating {Sitzplätzen} other {Stehplätzen}}. Die Bauarbeiten beginnen, sobald die Woche gespielt ist.',
  'ground.cancelled': 'Bauauftrag für die {stand} storniert: Es wird nichts gebaut und nichts berechnet.',
  'ground.boxesOrdered': 'VIP-Logen bestellt.',
  'ground.boxesCancelled': 'Bestellung der VIP-Logen storniert.',
  'ground.orderedChoice': '{stand}: {tier}. Rang, {kind, select, seating {Sitzplätze} other {Stehplätze}}',
  'ground.notAStand': '`stand`: Diese Tribüne gibt es in deinem Stadion nicht.',
  'ground.noBuildOrder': 'Für diese Tribüne hast du diese Woche keinen Bauauftrag.',
  'ground.price.build':
    'Kosten {cost}, fällig, wenn die Woche gespielt ist. {closed} Kontostand nach den Bauarbeiten dieser Woche: {after} (jetzt {balance}).',
  'ground.price.closed':
    'Die {stand} ist {weeks, plural, one {# Woche} other {# Wochen}} gesperrt: {during, number} Plätze während der Bauarbeiten (jetzt {now, number}), danach {after, number}.',
  'ground.price.ready': 'Zum 1. Spieltag ist alles fertig: {after, number} Plätze (jetzt {now, number}).',
  'ground.price.boxes': 'Kosten {cost}, fällig, wenn die Woche gespielt ist; sie bringen {income} pro Heimspiel. Kontostand jetzt {balance}.',

  'backroom.title': '{club}: Betreuerstab',
  'backroom.employed':
    '**{role}** seit Saison {season}, {week, plural, =0 {Saisonvorbereitung} other {#. Spieltag}} (seit {weeks, plural, one {# Woche} other {# Wochen}} im Amt)',
  'backroom.none': 'Kein Betreuerstab angestellt.',
  'backroom.ordered': 'Der {role} wird {hire, select, yes {eingestellt} other {entlassen}}, sobald die Woche gespielt ist.',
  'backroom.price.hire': 'Der {role} {duty}. Gehalt {wage} pro Woche, das erste bei der Einstellung; Kontostand jetzt {balance}.',

  'sponsor.chosen':
    '{years, select, 2 {Ein Zweijahresvertrag} other {Ein Einjahresvertrag}} mit einem Sponsor ist gewählt; unterschrieben wird, sobald die Saisonvorbereitung gespielt ist.',
  'sponsor.price.continues': 'Du bist im zweiten Jahr eines Zweijahresvertrags: Dein Sponsor bleibt und zahlt diese Saison nichts.',
  'sponsor.price':
    '{years, select, 2 {Ein Zweijahresvertrag bringt jetzt {range}, je nach Würfel des Präsidenten, und in der nächsten Saison nichts. Ein Einjahresvertrag brächte {other}.} other {Ein Einjahresvertrag bringt jetzt {range}, je nach Würfel des Präsidenten. Ein Zweijahresvertrag brächte {other}.}}',
  'sponsor.range': '{least} bis {most}',

  'scout.standing':
    'Chefscout, Woche {week}: {request}. Er wendet das auf den nächsten Neuzugang deines Vereins auf der Transferliste an, sobald die Woche gespielt ist.',
  'scout.none':
    'Kein Auftrag an den Chefscout für Woche {week}: Der nächste Neuzugang deines Vereins auf der Liste wird ausgewürfelt, wie die Würfel fallen.',
  'scout.noRequest': 'Du hast diese Woche keinen Auftrag an den Chefscout.',
};
