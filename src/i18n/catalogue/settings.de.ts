import type { SettingsMessages } from './settings.en.js';

/** /league settings auf Deutsch. */
export const settingsDe: SettingsMessages = {
  'settings.shown': 'Einstellungen von **{league}**',
  'settings.changed': 'Einstellungen geändert von {user}:',
  'settings.deadlines': 'Stichtage: {schedule}',
  'settings.early': 'Früher spielen, wenn alle fertig sind: {early, select, yes {ja} other {nein}}',
  'settings.reminders': 'Erinnerungen: {hours} vor dem Stichtag',
  'settings.reminderHours': '{hours} Std.',
  'settings.noReminders': 'keine',
  'settings.adminRole': 'Admin-Rolle der Liga: {role}',
  'settings.noAdminRole': 'keine (nur „Server verwalten“)',
  'settings.engine': 'Spiel-Engine: {engine}',
  'settings.engine.classic': 'klassisch',
  'settings.engine.detailed': 'ausführlich, {substitutions} Wechsel pro Team{home, select, yes {, mit Heimvorteil} other {}}',
  'settings.cups': 'Pokale: {cups}',
  'settings.cups.off': 'aus',
  'settings.cups.cup': 'der Pokal',
  'settings.cups.cup+europe': 'der Pokal, und ab der zweiten Saison Europa',
  'settings.live': 'Live-Ticker: {live, select, yes {an} other {aus}}',
  'settings.dice': 'Würfel in den Spielberichten: {dice, select, shown {sichtbar} spoiler {hinter einem Spoiler} other {versteckt}}',
  'settings.language': 'Sprache der Beiträge im Kanal: {language}',
  'settings.dealFees': 'Deals mit Ablösesummen gemeldet: {shown, select, yes {ja} other {nein}}',
  'settings.fortunesBoard': 'Das Fortunes-Brett: {on, select, yes {an} other {aus}}',
  'settings.gameLength': 'Spieldauer: {seasons, plural, =0 {ohne Ende} one {# Saison} other {# Saisons}}',
  'settings.difficulty': 'Schwierigkeit: {level} ({level, select, 1 {am leichtesten} 2 {ausgeglichen} 3 {schwerer} other {am schwersten}})',
  'settings.webOn': 'Webseite: an (`/liga webseite` gibt dir den Link).',
  'settings.webOff': 'Webseite: aus (ihre Adresse meldet „nicht gefunden“).',
  'settings.cards.game': 'Spiel: das Kartenspiel, fünf gegen fünf',
  'settings.cards.clubs':
    'Vereine: {managers, plural, one {# Managerverein} other {# Managervereine}} und {dummies, plural, one {# Platzhalter} other {# Platzhalter}}; im Pokal {cupClubs}',
  'settings.cards.season': 'Eine Saison: {leagueRounds} Ligarunden und {cupRounds} Pokalrunden',
  'settings.cards.length':
    'Spieldauer: {seasons, plural, one {# Saison} other {# Saisons}}, dann gewinnt, wer die meisten Titelpunkte hat (Meisterschaft 2, Pokal 1)',
  'settings.fortunesGame.game':
    'Football Fortunes, das Brettspiel: {managers, plural, one {# Manager} other {# Manager}} und die Vereine des Computers, zusammen zehn',
  'settings.fortunesGame.length': 'Spieldauer: {seasons, plural, one {# Saison} other {# Saisons}}',
  'settings.fortunesGame.skill': 'Die Vereine des Computers: Spielstärke {skill} von 4',
};
