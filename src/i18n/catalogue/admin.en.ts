/**
 * A league admin's replies in English: /admin pause, resume, kick, unban and autopilot (their answers, told to the
 * channel, and their refusals, seen by the admin alone), /admin advance's refusals, and /league leave's answer to the
 * channel. A private answer is in the reader's language; one the channel reads, in the league's.
 */
export const adminEn = {
  // Told to the channel, in the league's language.
  'admin.paused': '**{league}** is paused. `/admin resume` carries on.',
  'admin.resumed': '**{league}** carries on: {step}.',
  'admin.kicked':
    '{user} no longer manages **{club}**; the AI takes over.{banned, select, yes { He is banned from joining this league again.} other {}}',
  'admin.banned': '{user} is banned from joining this league.',
  'admin.unbanned': '{user} may join this league again.',
  'admin.autopilot': '**{club}** is managed by the AI.',
  'admin.left': '{user} has left **{club}**; the AI manages the club until someone joins.',
  // Seen by the admin alone, in his language.
  'admin.kick.noClub': '{user} does not manage a club in this league.',
  'admin.unban.notBanned': 'That member is not banned from this league.',
  'admin.autopilot.noClub': 'There is no such managed club in this league.',
  'admin.advance.gameOver': 'The game is over and the league is archived: there is nothing more to play. `/league create` starts a new one here.',
  'admin.advance.notPlayed':
    'The week was not played: {reason, select, busy {busy} alreadyPlayed {already played} notStarted {not started} other {{reason}}}.',
  // The refusals of /league create's and /league settings' values, as the league checks them.
  'admin.settings.interval': 'The interval between deadlines must be {min} to {max} hours.',
  'admin.settings.weekday': 'Pick at least one weekday for the deadline.',
  'admin.settings.time': 'Give the deadline time as HH:MM, 24-hour.',
  'admin.settings.timeZone': '"{zone}" is not a time zone; use a name such as Europe/London.',
  'admin.settings.reminders': 'Reminders are given in hours before the deadline, up to {max}.',
  'admin.settings.name': 'A league name is 1 to 100 characters.',
  'admin.settings.cupsSettled': 'The cups are settled once the season starts: they stay as they are until the league ends.',
  'admin.settings.cupsFootball': 'The cups option belongs to football leagues.',
  'admin.create.humans': 'A league has 1 to 8 clubs for managers.',
  'admin.create.detailedOnly': 'Home advantages and five substitutions belong to the detailed engine: choose engine Detailed, or leave them out.',
} as const;

export type AdminMessages = Readonly<Record<keyof typeof adminEn, string>>;
