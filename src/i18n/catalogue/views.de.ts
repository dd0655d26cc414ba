import type { ViewsMessages } from './views.en.js';

/** Die Ansichten einer Liga auf Deutsch: Spielplan, Ergebnisse, Chronik, Spielpunkte, Webseite, die Pokalrunden nach einem Spieltag. */
export const viewsDe: ViewsMessages = {
  'views.fixtures.title': 'Spielplan',
  'views.fixtures.none': 'Keine Spiele mehr angesetzt.',
  'views.results.title': 'Ergebnisse',
  'views.results.none': 'Noch keine Ergebnisse.',
  'views.round': '{week}. Spieltag · {division}',
  'views.fixture': '{home} – {away}',
  'views.history.title': 'Chronik',
  'views.history.none': 'Noch ist keine Saison zu Ende.',
  'views.history.noSuchSeason':
    '{finished, plural, one {Diese Saison gibt es nicht: Zu Ende ist bisher nur Saison 1.} other {Diese Saison gibt es nicht: Zu Ende sind die Saisons 1 bis #.}}',
  'views.history.earlier':
    '{finished, plural, one {# Saison ist zu Ende.} other {# Saisons sind zu Ende.}} `/liga chronik saison:<Nummer>` zeigt eine frühere.',
  'views.cups.after': 'Nach dem {week}. Spieltag',
  'views.cups.rounds': '{rounds}: Paarungen und Ergebnisse zeigt `/pokal`.',
  'views.cups.title': 'Pokale',
  'views.cups.noRoundAfter': 'Auf den {week}. Spieltag folgt keine Pokalrunde; die Paarungen in Pokal und Europapokal zeigt `/pokal`.',
  'views.cups.all': 'Die Paarungen in Pokal und Europapokal zeigt `/pokal`.',
  'views.cups.europe': 'Europapokal',
  'views.web.off': 'Die Webseite der Liga ist aus. Ein Admin der Liga schaltet sie mit `/liga einstellungen webseite:true` ein.',
  'views.web.noAddress':
    'Dieser Bot hat noch keine öffentliche Webadresse: Wer ihn betreibt, setzt PUBLIC_URL (und WEB_PORT), damit er die Seiten der Ligen zeigt.',
  'views.web.none': 'Diese Liga hat noch keine Webseite.',
  'views.web.link': 'Die Webseite der Liga ({contents}): {link}',
  'views.web.contents.football': 'Tabellen, Spielplan, Spielberichte, Vereine, Chronik',
  'views.web.contents.cards': 'Tabelle, Pokal, jedes Spiel mit seinen Duellen, Trophäen',
  'views.web.contents.fortunes': 'Zehnertabelle, Ergebnisse mit Abwehr und Angriff, Pokale, Spielpunkte, Kader',
};
