import type { AdminMessages } from './admin.en.js';

/** Die Antworten eines Liga-Admins (/admin, /league leave) auf Deutsch. */
export const adminDe: AdminMessages = {
  'admin.paused': '**{league}** ruht. Mit `/admin fortsetzen` geht es weiter.',
  'admin.resumed': '**{league}** geht weiter: {step}.',
  'admin.kicked':
    '{user} führt **{club}** nicht mehr; die KI übernimmt.{banned, select, yes { Er darf dieser Liga auch nicht wieder beitreten.} other {}}',
  'admin.banned': '{user} darf dieser Liga nicht mehr beitreten.',
  'admin.unbanned': '{user} darf dieser Liga wieder beitreten.',
  'admin.autopilot': '**{club}** wird von der KI geführt.',
  'admin.left': '{user} hat **{club}** verlassen; die KI führt den Verein, bis jemand beitritt.',
  'admin.kick.noClub': '{user} führt in dieser Liga keinen Verein.',
  'admin.unban.notBanned': 'Dieses Mitglied ist in dieser Liga nicht gesperrt.',
  'admin.autopilot.noClub': 'In dieser Liga führt niemand einen solchen Verein.',
  'admin.advance.gameOver': 'Das Spiel ist vorbei und die Liga archiviert: Es gibt nichts mehr zu spielen. `/liga gründen` startet hier eine neue.',
  'admin.advance.notPlayed':
    'Der Spieltag wurde nicht gespielt: {reason, select, busy {die Liga ist gerade belegt} alreadyPlayed {er ist schon gespielt} notStarted {die Saison hat noch nicht begonnen} other {{reason}}}.',
  'admin.settings.interval': 'Zwischen zwei Fristen liegen {min} bis {max} Stunden.',
  'admin.settings.weekday': 'Wähle mindestens einen Wochentag für die Frist.',
  'admin.settings.time': 'Gib die Uhrzeit der Frist als HH:MM im 24-Stunden-Format an.',
  'admin.settings.timeZone': '"{zone}" ist keine Zeitzone; nimm einen Namen wie Europe/Berlin.',
  'admin.settings.reminders': 'Erinnerungen kommen eine Zahl von Stunden vor der Frist, höchstens {max}.',
  'admin.settings.name': 'Ein Liganame hat 1 bis 100 Zeichen.',
  'admin.settings.cupsSettled': 'Die Pokale stehen fest, sobald die Saison beginnt: Sie bleiben so, bis die Liga endet.',
  'admin.settings.cupsFootball': 'Die Pokal-Einstellung gibt es nur für Fußballligen.',
  'admin.create.humans': 'Eine Liga hat 1 bis 8 Vereine für Manager.',
  'admin.create.detailedOnly':
    'Heimvorteile und fünf Auswechslungen gibt es nur mit der ausführlichen Simulation: Wähle bei `simulation` „Ausführlich“ oder lass sie weg.',
} as const;
