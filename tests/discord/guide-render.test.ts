import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderGuide, renderJoinChecklist } from '../../src/discord/render/guide.render.js';
import { renderMarket } from '../../src/discord/render/market.render.js';
import { HELP_TOPICS, renderHelp } from '../../src/discord/render/help.render.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';

const deadline = new Date('2026-03-02T19:30:00Z');
const league: LeagueSummary = {
  id: '1',
  guildId: 'g',
  channelId: 'c',
  name: 'Sunday League',
  game: 'football',
  season: 1,
  week: 0,
  phase: 'preseason',
  turn: 0,
  started: true,
  paused: false,
  nextDeadline: deadline,
  settings: {
    engine: 'classic',
    homeAdvantages: false,
    substitutions: 3,
    live: false,
    dice: 'spoiler',
    language: 'en',
    schedule: { kind: 'interval', hours: 24 },
    advanceWhenReady: true,
    reminderOffsetsHours: [],
    adminRoleId: null,
    fortunes: false,
    seasons: null,
    difficulty: 2,
  },
  archived: false,
};
const text = (embed: ReturnType<typeof renderGuide>) =>
  [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n');
const COMMANDS = new Set(
  readdirSync('commands')
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, '')),
);

describe('the guide (/help) and the join checklist', () => {
  it("GIVEN a league with a deadline THEN /help shows it as a Discord timestamp, read in each reader's own time", () => {
    const seconds = deadline.getTime() / 1000;
    expect(text(renderGuide(league))).toContain(`<t:${seconds}:F>`);
    expect(text(renderJoinChecklist(league, 'Rovers'))).toContain(`<t:${seconds}:F>`);
  });

  it("GIVEN /help THEN the commands come grouped by a manager's week, with the market, deals, cups and the league", () => {
    const guide = renderGuide({ ...league, settings: { ...league.settings, cups: 'cup' } });
    expect(guide.fields!.map((f) => f.name)).toEqual([
      '1. Your club',
      '2. Your orders',
      '3. The market',
      '4. Deals with other clubs',
      '5. Cups',
      '6. The league',
      '7. Done',
      'The rules in brief',
    ]);
    for (const command of ['/trade', '/loan', '/cup', '/league table', '/league settings']) expect(text(guide)).toContain(`\`${command}`);
    expect(guide.description).toMatch(/when every manager is ready .* or when the deadline passes/);
  });

  it('GIVEN a football league with cups and Football Fortunes THEN /help names every command a manager has', () => {
    const guide = text(renderGuide({ ...league, settings: { ...league.settings, cups: 'cup+europe', fortunes: true } }));
    const named = new Set([...guide.matchAll(/`\/([a-z]+)/g)].map((m) => m[1]!));
    const cardsOnly = ['hand', 'keep', 'play', 'auction'];
    const notAManagers = ['admin', 'help'];
    expect([...COMMANDS].filter((c) => !named.has(c) && !cardsOnly.includes(c) && !notAManagers.includes(c))).toEqual([]);
  });

  it('GIVEN a league without cups THEN /help has no cups group and numbers the rest in order', () => {
    const names = renderGuide(league).fields!.map((f) => f.name);
    expect(names).not.toContain('5. Cups');
    expect(names.slice(4, 6)).toEqual(['5. The league', '6. Done']);
  });

  it.each([
    ['football', league],
    ['cards', { ...league, game: 'cards' as const }],
  ])('GIVEN /help in a %s league, and every topic THEN none names a file of the repository', (_, at) => {
    const topics = HELP_TOPICS.map((topic) => renderHelp(topic, 'en')).map((e) => [e.description, e.footer?.text].join('\n'));
    const withAddress = text(renderGuide(at, 'https://dugout.example'));
    for (const shown of [text(renderGuide(at)), text(renderGuide(null)), withAddress, ...topics]) expect(shown).not.toMatch(/\bdocs\/|\.md\b|src\//);
  });

  it('GIVEN the bot has a public address THEN /help links the house rules by their web page; without one, it sends to /help topic: and names no address', () => {
    const linked = text(renderGuide(league, 'https://dugout.example/'));
    expect(linked).toContain('Every house rule, with the reason for it: https://dugout.example/rules');
    const unlinked = text(renderGuide(league));
    expect(unlinked).toContain('`/help topic:` tells each rule');
    expect(unlinked).not.toMatch(/https?:|\/rules\b/);
  });

  it('GIVEN the guide and the checklist THEN every command they name exists', () => {
    for (const embed of [renderGuide(league), renderJoinChecklist(league, 'Rovers')]) {
      const named = [...text(embed).matchAll(/`\/([a-z]+)/g)].map((m) => m[1]!);
      expect(named.length).toBeGreaterThan(4);
      for (const command of named) expect(COMMANDS, command).toContain(command);
    }
  });

  it('GIVEN no league in the channel, or none started THEN the guide says how to start one, and names no deadline', () => {
    expect(renderGuide(null).description).toContain('/league create');
    expect(text(renderGuide({ ...league, nextDeadline: null }))).not.toContain('<t:');
  });

  it("GIVEN a cards league THEN /help names only the card game's commands, each of which exists, and points to its rules topic", () => {
    const guide = renderGuide({ ...league, game: 'cards' });
    const named = [...text(guide).matchAll(/`\/([a-z]+)/g)].map((m) => m[1]!);
    expect(new Set(named)).toEqual(new Set(['hand', 'keep', 'play', 'auction', 'ready', 'league', 'cup', 'help']));
    for (const command of named) expect(COMMANDS, command).toContain(command);
    expect(guide.fields!.at(-1)!.value).toContain('`/help topic:cards`');
    expect(text(guide)).toContain(`<t:${deadline.getTime() / 1000}:F>`);
  });

  it('GIVEN a league with cups THEN /help says cup rounds are steps of their own and points to /cup; without cups it does not', () => {
    for (const cups of ['cup', 'cup+europe'] as const)
      expect(renderGuide({ ...league, settings: { ...league.settings, cups } }).description).toContain('`/cup`');
    for (const settings of [league.settings, { ...league.settings, cups: 'off' as const }])
      expect(renderGuide({ ...league, settings }).description).not.toContain('/cup');
  });

  it('GIVEN the checklist THEN it ends the first week with /ready and names the club, markdown shown as typed', () => {
    const list = renderJoinChecklist(league, '**Bold** FC');
    expect(list.title).toBe('Your first week at \\*\\*Bold\\*\\* FC');
    expect(list.description).toMatch(/6\. `\/ready`/);
  });

  it.each([
    ['not started', { ...league, started: false }],
    ['in pre-season', league],
    ['in week 1', { ...league, phase: 'season' as const, week: 1 }],
    ['in week 2', { ...league, phase: 'season' as const, week: 2 }],
  ])('GIVEN a manager joins a league %s THEN step 4 sends him to the transfer list, open from the pre-season on', (_, at) => {
    const step = renderJoinChecklist(at, 'Rovers')
      .description!.split('\n')
      .find((l) => l.startsWith('4. '))!;
    expect(step).toBe('4. `/market`: look at the transfer list; `/bid` for a player (only you see your bid).');
  });

  it('GIVEN an empty transfer list THEN /market says when players come onto it', () => {
    expect(renderMarket({ listings: [], myBids: [], page: 0, pageCount: 1 }).description).toBe(
      'Nobody is listed just now: new players come onto the list every week.',
    );
  });
});
