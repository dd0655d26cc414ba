/**
 * The refusals of a command's options in English, as the reader sees them: "`amount`: must be whole pounds." The
 * option's name and the colon are put before each problem (`option.unnamed` when the issue names no option); the
 * others are whole sentences. Each is the reader's alone, in his language.
 */
export const optionsEn = {
  'option.invalid': 'Those options are not valid.',
  'option.unnamed': 'The options',
  'option.unreadable': 'holds a character no name has; type it again',
  // What is wrong with one option: the schemas of src/discord/options.ts and the commands name these keys.
  'option.player.missing': 'choose a player',
  'option.match.missing': 'choose a match',
  'option.member': 'must be a member',
  'option.card': 'is not a card',
  'option.fourPlaces': 'name four places',
  'option.keepOne': 'keep at least one card',
  'option.tooShort': 'is too short',
  'option.tooLong': 'is too long',
  'option.maxCharacters': 'must be at most {max, number, ::group-off} characters',
  'option.wholePounds': 'must be whole pounds',
  'option.wholeCards': 'must be whole cards',
  'option.atLeastPounds': 'must be at least {min, number, ::currency/GBP precision-integer}',
  'option.atMostPounds': 'must be at most {max, number, ::currency/GBP precision-integer}',
  'option.wholeNumber': 'must be a whole number',
  'option.atLeast': 'must be at least {min, number, ::group-off}',
  'option.atMost': 'must be at most {max, number, ::group-off}',
  'option.notValid': 'is not valid',
  // The deadlines' schedule (/league create and /league settings).
  'option.schedule.atLeastHour': 'must be at least 1 hour',
  'option.schedule.atMostHours': 'must be at most 336 hours (two weeks)',
  'option.schedule.days': 'must be day names such as "mon, thu"',
  'option.schedule.time': 'must be a 24-hour time such as 20:00',
  'option.schedule.timeZone': 'must be a time zone such as Europe/London',
  'option.schedule.reminders': 'must be up to five whole hours between 1 and 168, such as "24, 1"',
  'option.schedule.both': 'Give either `every_hours`, or `days` with `time` and `timezone`, not both.',
  'option.schedule.noDays': 'Say which `days` the deadline falls on, such as "mon, thu".',
} as const;

export type OptionsMessages = Readonly<Record<keyof typeof optionsEn, string>>;
