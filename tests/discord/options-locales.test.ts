import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSentence } from '../../src/discord/errors.js';
import { InvalidOptions, opt, parseValues } from '../../src/discord/options.js';
import { scheduleFrom, scheduleOptions } from '../../src/discord/schedule-options.js';
import { englishLines } from '../support/english-words.js';
import { thrownBy } from '../support/thrown.js';

/** The refusal a reader sees for options the schema refuses, in his language. */
const refusal = (parse: () => unknown): InvalidOptions => thrownBy(parse, InvalidOptions);

/** A German sentence with the option's name (a code span) left out: what the detector reads. */
const englishIn = (sentence: string) => englishLines(sentence.replace(/`[^`]*`/g, ''));

const schedule = (values: Record<string, unknown>) => () => scheduleFrom(parseValues(scheduleOptions, values));

describe('the refusals of wrong options, in the reader’s language', () => {
  const cases: [string, () => unknown, string, string][] = [
    [
      'a bid of half a pound',
      () => parseValues(z.object({ amount: opt.money() }), { amount: 0.5 }),
      '`amount`: must be whole pounds.',
      '`amount`: muss ein Betrag in ganzen Pfund sein.',
    ],
    [
      'a bid of nothing',
      () => parseValues(z.object({ amount: opt.money() }), { amount: 0 }),
      '`amount`: must be at least £1.',
      '`amount`: muss mindestens 1\u00a0£ betragen.',
    ],
    [
      'a bid above the bound',
      () => parseValues(z.object({ amount: opt.money(512_900) }), { amount: 600_000 }),
      '`amount`: must be at most £512,900.',
      '`amount`: darf höchstens 512.900\u00a0£ betragen.',
    ],
    [
      'a number out of range',
      () => parseValues(z.object({ page: opt.int(1, 10_000) }), { page: 20_000 }),
      '`page`: must be at most 10000.',
      '`page`: darf höchstens 10.000 sein.',
    ],
    [
      'a number below the range',
      () => parseValues(z.object({ humans: opt.int(1, 8) }), { humans: 0 }),
      '`humans`: must be at least 1.',
      '`humans`: muss mindestens 1 sein.',
    ],
    [
      'a fraction',
      () => parseValues(z.object({ week: opt.int(1, 14) }), { week: 1.5 }),
      '`week`: must be a whole number.',
      '`week`: muss eine ganze Zahl sein.',
    ],
    [
      'a name too long',
      () => parseValues(z.object({ name: opt.name(50) }), { name: 'x'.repeat(51) }),
      '`name`: must be at most 50 characters.',
      '`name`: darf höchstens 50 Zeichen lang sein.',
    ],
    ['a name too short', () => parseValues(z.object({ name: opt.name(50) }), { name: 'x' }), '`name`: is too short.', '`name`: ist zu kurz.'],
    [
      'no player',
      () => parseValues(z.object({ player: opt.player }), { player: ' ' }),
      '`player`: choose a player.',
      '`player`: wähle einen Spieler.',
    ],
    ['a page of no option', () => parseValues(opt.int(0, 99), 100), 'The options: must be at most 99.', 'Die Angaben: darf höchstens 99 sein.'],
    [
      'a bad time',
      schedule({ days: 'mon', time: '25:00' }),
      '`time`: must be a 24-hour time such as 20:00.',
      '`time`: muss eine Uhrzeit im 24-Stunden-Format sein, etwa 20:00.',
    ],
    [
      'a made-up day',
      schedule({ days: 'funday' }),
      '`days`: must be day names such as "mon, thu".',
      '`days`: müssen Wochentage in englischer Kurzform sein, etwa "mon, thu".',
    ],
    [
      'an unknown zone',
      schedule({ days: 'mon', timezone: 'Mars/Olympus' }),
      '`timezone`: must be a time zone such as Europe/London.',
      '`timezone`: muss eine Zeitzone sein, etwa Europe/Berlin.',
    ],
    ['no hours', schedule({ every_hours: 0 }), '`every_hours`: must be at least 1 hour.', '`every_hours`: muss mindestens 1 Stunde sein.'],
    [
      'too many hours',
      schedule({ every_hours: 400 }),
      '`every_hours`: must be at most 336 hours (two weeks).',
      '`every_hours`: darf höchstens 336 Stunden (zwei Wochen) sein.',
    ],
    [
      'reminders out of range',
      schedule({ reminders: '0' }),
      '`reminders`: must be up to five whole hours between 1 and 168, such as "24, 1".',
      '`reminders`: dürfen bis zu fünf ganze Stunden zwischen 1 und 168 sein, etwa "24, 1".',
    ],
    [
      'both kinds of schedule',
      schedule({ every_hours: 24, days: 'mon' }),
      'Give either `every_hours`, or `days` with `time` and `timezone`, not both.',
      'Gib entweder `alle_stunden` an oder `tage` mit `uhrzeit` und `zeitzone`, nicht beides.',
    ],
    [
      'a time without days',
      schedule({ time: '20:00' }),
      'Say which `days` the deadline falls on, such as "mon, thu".',
      'Gib mit `tage` an, auf welche Wochentage die Frist fällt, etwa "mon, thu".',
    ],
  ];

  it.each(cases)('GIVEN %s THEN English reads as before and German as German', (_what, parse, english, german) => {
    const refused = refusal(parse);
    expect(refused.message).toBe(english);
    expect(userSentence(refused, 'en')).toBe(english);
    expect(userSentence(refused, 'de')).toBe(german);
    expect(englishIn(german)).toEqual([]);
  });

  it('GIVEN the command’s path THEN German names the option as a German Discord shows it; English as the command does', () => {
    const refused = refusal(schedule({ days: 'mon', time: '25:00' }));
    expect(userSentence(refused, 'de', 'league settings')).toBe('`uhrzeit`: muss eine Uhrzeit im 24-Stunden-Format sein, etwa 20:00.');
    expect(userSentence(refused, 'en', 'league settings')).toBe('`time`: must be a 24-hour time such as 20:00.');
    const bid = refusal(() => parseValues(z.object({ amount: opt.int(0, 100_000_000) }), { amount: -1 }));
    expect(userSentence(bid, 'de', 'bid')).toBe('`betrag`: muss mindestens 0 sein.');
  });

  it('GIVEN a bound the schema words with zod’s own message THEN English keeps zod’s words and German says it in German', () => {
    const refused = refusal(() => parseValues(z.object({ money: z.number().int('option.wholePounds').max(1_000) }), { money: 2_000 }));
    expect(userSentence(refused, 'en')).toBe('`money`: Too big: expected number to be <=1000.');
    expect(userSentence(refused, 'de')).toBe('`money`: darf höchstens 1.000 sein.');
    const typed = refusal(() => parseValues(z.object({ club: z.string().trim().min(1) }), { club: '' }));
    expect(userSentence(typed, 'de')).toBe('`club`: ist zu kurz.');
  });

  it('GIVEN text with a NUL THEN the refusal is in the reader’s language', async () => {
    const { refuseUnreadableText } = await import('../../src/discord/options.js');
    const interaction = { options: { data: [{ type: 3, name: 'name', value: 'a\u0000b' }] } };
    const refused = refusal(() => refuseUnreadableText(interaction as never));
    expect(userSentence(refused, 'en')).toBe('`name`: holds a character no name has; type it again.');
    expect(userSentence(refused, 'de')).toBe('`name`: enthält ein Zeichen, das in keinem Namen vorkommt; bitte neu eingeben.');
  });
});

describe('the league’s refusals of /league create’s and /league settings’ values, in the reader’s language', () => {
  it('GIVEN each THEN English reads as before and German has no English word', async () => {
    const { checkReminderOffsets, checkSchedule } = await import('../../src/league/shared/input-checks.js');
    const { InvalidInput } = await import('../../src/league/errors.js');
    const refusedBy = (check: () => unknown) => {
      try {
        check();
      } catch (error) {
        if (error instanceof InvalidInput) return error;
        throw error;
      }
      throw new Error('not refused');
    };
    const cases: [() => unknown, string][] = [
      [() => checkSchedule({ kind: 'interval', hours: 0 }), 'The interval between deadlines must be 1 to 672 hours.'],
      [() => checkSchedule({ kind: 'weekly', days: [], time: '20:00', timeZone: 'UTC' }), 'Pick at least one weekday for the deadline.'],
      [() => checkSchedule({ kind: 'weekly', days: [1], time: '8pm', timeZone: 'UTC' }), 'Give the deadline time as HH:MM, 24-hour.'],
      [
        () => checkSchedule({ kind: 'weekly', days: [1], time: '20:00', timeZone: 'Mars/Olympus' }),
        '"Mars/Olympus" is not a time zone; use a name such as Europe/London.',
      ],
      [() => checkReminderOffsets([200]), 'Reminders are given in hours before the deadline, up to 168.'],
    ];
    for (const [check, english] of cases) {
      const refused = refusedBy(check);
      expect(refused.message).toBe(english);
      expect(refused.sentence('en')).toBe(english);
      expect(englishLines(refused.sentence('de'))).toEqual([]);
      expect(refused.sentence('de')).not.toBe(english);
    }
  });
});
