import type { PicturesMessages } from './pictures.en.js';

/**
 * Die Bilder im Kanal einer Fußballliga auf Deutsch: Spielkarte, Tabellenverlauf zum Saisonende, Elf der Saison; dazu
 * das Spielfeld von /select in der Sprache des Lesers.
 */
export const picturesDe: PicturesMessages = {
  'pictures.match.heading': '{week}. Spieltag · {division}',
  'pictures.cup.heading': 'Saison {season} · {stage}',
  'pictures.match.title': 'Spielkarte: {home} gegen {away}',
  'pictures.home': 'HEIM',
  'pictures.away': 'GAST',
  'pictures.halfTime': 'HZ',
  'pictures.more': 'und {count} weitere',
  'pictures.ownGoal': '(Eigentor)',
  'pictures.moment':
    '{kind, select, goal {Tor} chance {Chance} save {Parade} yellow {Gelbe Karte} red {Rote Karte} injury {Verletzung} other {Auswechslung}}',
  'pictures.describe.score': '{home} {homeGoals}:{awayGoals} {away}.',
  'pictures.describe.scorers': 'Torschützen: {home}: {homeScorers}; {away}: {awayScorers}.',
  'pictures.describe.noScorers': 'keine',
  'pictures.describe.count': '{moment}: {home}:{away}',
  'pictures.describe.moments': 'Szenen (Heim:Gast): {counts}.',
  'pictures.describe.noMoments': 'Keine Szenen verzeichnet.',
  'pictures.positions.heading': 'Saison {season} · {division} · Tabellenplätze',
  'pictures.positions.week': 'Spieltag',
  'pictures.ordinal': '{n, selectordinal, other {#.}}',
  'pictures.positions.position': 'Platz',
  'pictures.positions.noGames': '{club}: keine Ligaspiele.',
  'pictures.positions.finished': '{club}: am Ende auf Platz {last}, bester Platz {best}, schlechtester Platz {lowest}.',
  'pictures.team.title': 'Saison {season}: die Elf der Saison',
  'pictures.team.subtitle': 'Die besten Durchschnittsnoten aus den Ligaspielen der Saison',
  'pictures.team.legend': 'Auf dem Trikot: Durchschnittsnote · unter dem Namen: sein Verein',
  'pictures.pitch.formation': '{formation}{wide, select, yes { mit Flügeln} other {}}',
  'pictures.pitch.total': 'Gesamtstärke {rating}',
  'pictures.pitch.legend': 'Auf dem Trikot: Stärke · Pfeile und + oder −: Form · ✖ verletzt',
  'pictures.pitch.youthPlayer': 'Jugendspieler',
  'pictures.pitch.injured': 'verletzt',
  'pictures.pitch.alt': '{club} im {formation} auf dem Platz: die Elf mit Spielnoten und Form, wie in der Nachricht aufgelistet.',
};
