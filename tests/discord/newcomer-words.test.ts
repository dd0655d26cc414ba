import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { renderFinances } from '../../src/discord/render/finances.render.js';
import { formMark } from '../../src/discord/render/format.js';
import { lineupPlanFields } from '../../src/discord/render/lineup-plan.render.js';
import { renderMatch } from '../../src/discord/render/match.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { renderMarket } from '../../src/discord/render/market.render.js';
import { renderPlayer } from '../../src/discord/render/player.render.js';
import { renderSquad } from '../../src/discord/render/squad.render.js';
import { renderStadium } from '../../src/discord/render/stadium.render.js';
import { eventText } from '../../src/discord/render/event-text.js';
import { trainingPlanText } from '../../src/discord/render/words.js';
import { FORMS } from '../../src/engine/model/types.js';
import { NASTY, club, longMatch, player, squad, stadium } from './view-fixtures.js';

function allText(embed: APIEmbed): string {
  return [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(Boolean).join('\n');
}

/** A form code standing alone ("7.0 -- ·"), a "(s)" plural, a player id or a training code. */
const UNREADABLE: [string, RegExp][] = [
  ['a bare form code', /(^|\s)(--|-|\+|\+\+)(\s|$)/m],
  ['a "(s)" plural', /\(s\)/],
  ['a raw id', /\bp\d+\b|\bid\b/],
  ['a training code', /\b(FRM|ABL|FIT|RST|Tr)\b/],
];

const market = renderMarket({
  listings: Array.from({ length: 4 }, (_, i) => ({
    player: player(i, false),
    sellerId: 'c1',
    sellerName: NASTY,
    askingPrice: 100_000 * (i + 1),
    mode: 'quick' as const,
    listedWeek: 1,
    reason: 'sale' as const,
  })),
  myBids: [],
  page: 0,
  pageCount: 1,
});

const views: [string, APIEmbed][] = [
  ['own squad', renderSquad(squad(8))],
  ['other squad', renderSquad({ ...squad(8), own: false, players: Array.from({ length: 8 }, (_, i) => player(i, false)) })],
  ...Array.from({ length: 6 }, (_, i): [string, APIEmbed] => [`own player ${i}`, renderPlayer(player(i))]),
  ['other player', renderPlayer(player(3, false))],
  ['market', market],
];

describe('the main views read for a newcomer', () => {
  it.each(views)('GIVEN the %s view THEN it has no code, id or "(s)" a newcomer cannot read', (_, embed) => {
    const text = allText(embed);
    for (const [what, pattern] of UNREADABLE) expect(text, what).not.toMatch(pattern);
  });

  it.each(views)('GIVEN the %s view THEN it carries the ability and form legend', (_, embed) => {
    expect(allText(embed)).toContain('ability 5–10 · form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5)');
  });

  it.each([
    ['--', '↓↓ slump'],
    ['-', '↓ poor'],
    ['+', '↑ good'],
    ['++', '↑↑ hot streak'],
  ] as const)('GIVEN form %s THEN it reads "%s"', (form, words) => {
    expect(formMark(form)).toBe(words);
  });

  it('GIVEN every form level THEN each has its own words', () => {
    expect(new Set(FORMS.map(formMark)).size).toBe(FORMS.length);
  });

  it.each([
    [{ code: 'FRM', weeks: 3, done: 0 }, 'Form training, week 1 of 3'],
    [{ code: 'FRM', weeks: 3, done: 2 }, 'Form training, week 3 of 3'],
    [{ code: 'ABL', weeks: 9, done: 4 }, 'Ability training, week 5 of 9'],
    [{ code: 'CB', weeks: 4, done: 0 }, 'Centre Back training, week 1 of 4'],
    [{ code: 'FIT', weeks: null, done: 0 }, 'Fitness training'],
    [{ code: 'RST', weeks: null, done: 0 }, 'Rest'],
    [null, 'No training'],
  ] as const)('GIVEN the plan %o THEN it reads "%s"', (plan, words) => {
    expect(trainingPlanText(plan)).toBe(words);
  });

  it('GIVEN his own squad THEN each player shows his plan and its week', () => {
    const embed = renderSquad(squad(3));
    expect(embed.description!.match(/Ability training, week 4 of 10/g)).toHaveLength(3);
    expect(embed.footer!.text).toMatch(/^3 players · /);
  });

  it('GIVEN his own player THEN the profile shows the plan, the other plans begun, and his form in words', () => {
    const profile = renderPlayer({ ...player(1), form: '++' });
    expect(profile.fields!.find((f) => f.name === 'Training')!.value).toBe('Ability training, week 4 of 10 · also begun: form training, 1 week done');
    expect(profile.fields!.find((f) => f.name === 'Form')!.value).toBe('↑↑ hot streak');
  });

  it('GIVEN a match and the finances THEN counts read as words, never "(s)"', () => {
    const match = allText(renderMatch(longMatch(4), nameBook({}, { c1: 'Leeds', c2: 'Paris' }), 90, 'workings'));
    expect(match).not.toMatch(/\(s\)/);
    expect(match).toMatch(/· \d+ shots/);
    const finances = allText(
      renderFinances({ club, balance: 10_000, sponsor: { name: 'Acme', amount: 500_000, years: 1, signedSeason: 1 }, recent: [] }),
    );
    expect(finances).toContain('Acme: £500,000 on a one-year deal from season 1');
  });

  it('GIVEN a ground with work under way THEN stands are named, tiers and weeks spelt out, places counted "5,000"', () => {
    const ground = {
      ...stadium,
      stands: {
        ...stadium.stands,
        east: { tiers: ['seating' as const], bank: false, work: { tier: 2 as const, kind: 'seating' as const, weeksLeft: 1 } },
      },
    };
    const text = allText(
      renderStadium({
        club,
        stadium: ground,
        places: { stands: { east: 3_000, north: 5_000 }, total: 13_000 },
        orderedBuilds: [{ stand: 'north', tier: 1, kind: 'seating' }],
      }),
    );
    expect(text).toContain('**East Stand**: tier 1 seating · 3,000 places · building tier 2 seating, 1 week left (closed)');
    expect(text).toContain('North Stand, tier 1, seating');
    expect(text).toContain('ground (13,000 places)');
    expect(text).not.toMatch(/\bT\d\b|\d+w\b|\(s\)/);
  });

  it('GIVEN staff and build events THEN the channel names the role and the stand as everywhere else', () => {
    const names = nameBook({}, { c1: 'Leeds' });
    expect(eventText({ type: 'staff-hired', clubId: 'c1', role: 'youthTeamCoach' }, names)).toBe('Leeds hire a Youth Team Coach');
    expect(eventText({ type: 'build-started', clubId: 'c1', stand: 'east', tiers: [1], kind: 'seating', cost: 700_000, weeks: 1 }, names)).toBe(
      '🏗️ Leeds start building the East Stand (seating, £700,000, 1 week)',
    );
  });

  it('GIVEN the XI /ready shows THEN each player carries his form in words, a youth-team player none', () => {
    const plan = {
      formation: '4-4-2' as const,
      source: 'standing' as const,
      lines: [
        { line: 'goalkeeper' as const, players: [{ player: { kind: 'player' as const, name: 'Sam *Price*' }, form: '--' as const }] },
        {
          line: 'defence' as const,
          players: [
            { player: { kind: 'player' as const, name: 'Joe Ansah' }, form: '++' as const },
            { player: { kind: 'youth' as const }, form: null },
          ],
        },
      ],
      tactics: [],
      changes: [],
    };
    expect(lineupPlanFields(plan, false)[0]!.value).toBe(
      'GK: Sam \\*Price\\* (↓↓ slump)\nDefence: Joe Ansah (↑↑ hot streak), a youth\\-team player (rated 5)',
    );
  });

  it('GIVEN an injured player THEN his fitness reads in weeks without "(s)"', () => {
    expect(renderPlayer({ ...player(0), injuryWeeks: 1 }).fields!.find((f) => f.name === 'Fitness')!.value).toBe('Injured for 1 more week');
    expect(renderPlayer({ ...player(0), injuryWeeks: 3 }).fields!.find((f) => f.name === 'Fitness')!.value).toBe('Injured for 3 more weeks');
  });
});
