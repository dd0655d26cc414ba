import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidOptions, opt, parseValues, rawOptions } from '../../src/discord/options.js';
import { scheduleFrom, scheduleOptions } from '../../src/discord/schedule-options.js';

describe('option parsing', () => {
  it('GIVEN a bid of £0.5 or of minus one THEN zod refuses it with a sentence naming the option', () => {
    const schema = z.object({ amount: opt.money() });
    expect(() => parseValues(schema, { amount: 0.5 })).toThrow(new InvalidOptions('`amount`: must be whole pounds.'));
    expect(() => parseValues(schema, { amount: -1 })).toThrow(new InvalidOptions('`amount`: must be at least £1.'));
  });

  it('GIVEN a name of 51 characters THEN it is refused; one with spaces around is trimmed', () => {
    const schema = z.object({ name: opt.name(50) });
    expect(() => parseValues(schema, { name: 'x'.repeat(51) })).toThrow(/at most 50 characters/);
    expect(parseValues(schema, { name: '  Rovers  ' })).toEqual({ name: 'Rovers' });
  });

  it('GIVEN options nested in a subcommand THEN they are read flat, with the subcommand', () => {
    const interaction = {
      options: {
        data: [
          {
            type: 1,
            name: 'build',
            options: [
              { type: 3, name: 'stand', value: 'north' },
              { type: 4, name: 'tier', value: 1 },
            ],
          },
        ],
      },
    };
    expect(rawOptions(interaction as never)).toEqual({ group: null, subcommand: 'build', values: { stand: 'north', tier: 1 } });
  });

  it('GIVEN a subcommand with no options THEN its name is still read', () => {
    expect(rawOptions({ options: { data: [{ type: 1, name: 'status' }] } } as never).subcommand).toBe('status');
  });
});

describe('deadline schedule options', () => {
  const parse = (values: Record<string, unknown>) => scheduleFrom(parseValues(scheduleOptions, values));

  it('GIVEN days, a time and a zone THEN a weekly schedule in that zone', () => {
    expect(parse({ days: 'Mon, thursday', time: '9:30', timezone: 'Europe/London' })).toEqual({
      kind: 'weekly',
      days: [1, 4],
      time: '09:30',
      timeZone: 'Europe/London',
    });
  });

  it('GIVEN every_hours THEN an interval schedule', () => {
    expect(parse({ every_hours: 48 })).toEqual({ kind: 'interval', hours: 48 });
  });

  it('GIVEN nothing THEN no schedule (the default applies)', () => {
    expect(parse({})).toBeNull();
  });

  it('GIVEN an unknown zone, a bad time or a made-up day THEN each is refused', () => {
    expect(() => parse({ days: 'mon', timezone: 'Mars/Olympus' })).toThrow(/time zone/);
    expect(() => parse({ days: 'mon', time: '25:00' })).toThrow(/24-hour/);
    expect(() => parse({ days: 'funday' })).toThrow(/day names/);
  });

  it('GIVEN both every_hours and days THEN it asks for one or the other', () => {
    expect(() => parse({ every_hours: 24, days: 'mon' })).toThrow(/not both/);
  });

  it('GIVEN reminder hours THEN they are read as numbers; 0 or 200 are refused', () => {
    expect(parseValues(scheduleOptions, { reminders: '24, 1' }).reminders).toEqual([24, 1]);
    expect(() => parseValues(scheduleOptions, { reminders: '0' })).toThrow(InvalidOptions);
    expect(() => parseValues(scheduleOptions, { reminders: '200' })).toThrow(InvalidOptions);
  });
});
