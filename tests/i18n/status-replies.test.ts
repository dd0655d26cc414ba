import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { Refusal } from '../../src/discord/errors.js';
import { Conflict } from '../../src/league/errors.js';
import { LIMITS } from '../../src/discord/limits.js';
import { describeStep, renderStatus } from '../../src/discord/render/league.render.js';
import { renderOrders } from '../../src/discord/render/orders.render.js';
import { SCOUT_CHOICES, describeScoutRequest } from '../../src/discord/render/scout.render.js';
import { renderSquad } from '../../src/discord/render/squad.render.js';
import type { Locale } from '../../src/i18n/locales.js';
import type { LeagueStatusView, ReadyView } from '../../src/league/shared/views.js';
import type { LineupPlanView } from '../../src/league/shared/lineup-plan.js';
import type { ScoutRequest } from '../../src/engine/model/orders.js';
import { standName } from '../../src/league/state-views/rule-figures.js';
import { player, squad } from '../discord/view-fixtures.js';

function allText(embed: APIEmbed): string {
  return [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(Boolean).join('\n');
}

/** Within Discord's limits for one embed, and no placeholder left unfilled. */
function expectSendable(embed: APIEmbed): void {
  expect(embed.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.title);
  expect(embed.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.description);
  expect(embed.footer?.text.length ?? 0).toBeLessThanOrEqual(LIMITS.footer);
  expect(embed.fields?.length ?? 0).toBeLessThanOrEqual(LIMITS.fields);
  for (const field of embed.fields ?? []) {
    expect(field.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
    expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
  }
  expect(allText(embed).length).toBeLessThanOrEqual(LIMITS.embedTotal);
  expect(allText(embed)).not.toMatch(/\{\w+|\w+\}/);
}

/** A full first-team squad with plain names, some injured, listed, on loan or out on loan. */
const fullSquad = {
  ...squad(24),
  players: Array.from({ length: 24 }, (_, i) => ({
    ...player(i),
    name: `Harry Winterbottom-Smythe ${i}`,
    ...(i === 3 ? { loanedFrom: 'Athletic' } : {}),
  })),
  loanedOut: [
    { id: 'x1', name: 'Tom Hart', positions: ['CB' as const], ability: 6.5, age: 21, atClub: 'Rovers', matchesLeft: 3 },
    { id: 'x2', name: 'Ian Lee', positions: ['CF' as const], ability: 7, age: 19, atClub: 'Rovers', matchesLeft: null },
  ],
};

describe('/squad in the reader’s language', () => {
  const rendered = (locale: Locale) => renderSquad(fullSquad, locale);

  it.each(['en', 'de'] as const)('GIVEN a full squad in %s THEN it fits Discord and leaves no placeholder', (locale) => {
    expectSendable(rendered(locale));
  });

  it('GIVEN English THEN the words are the ones it always had', () => {
    const text = allText(rendered('en'));
    expect(text).toContain('__GK__');
    expect(text).toContain('· 5.0 ↓↓ slump · age 18 · injured 2 weeks · Ability training, week 4 of 10 · listed £250,000 (full value)');
    expect(text).toContain('on loan from Athletic');
    expect(text).toContain('__Out on loan__ (not in your selection)');
    expect(text).toContain('on loan at Rovers, back after 3 matches');
    expect(text).toContain('on loan at Rovers, to the season’s end');
    expect(text).toContain('No lineup yet: use /select.');
    expect(rendered('en').footer!.text).toBe(
      '24 players · ability 5–10 · form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5) · training: the plan and its week · * potential reached · † retiring at season end',
    );
  });

  it('GIVEN German THEN headings, form, legend and loans read as a German fan writes them', () => {
    const text = allText(rendered('de'));
    expect(text).toContain('__Torhüter__');
    expect(text).toContain('· 5,0 ↓↓ Formtief · 18 Jahre · verletzt, fällt noch 2 Wochen aus · Stärketraining, Woche 4 von 10');
    expect(text).toContain('auf der Transferliste für 250.000\u00a0£ (voller Marktwert)');
    expect(text).toContain('__Verliehen__ (nicht aufstellbar)');
    expect(text).toContain('verliehen an Rovers, zurück nach 3 Spielen');
    expect(text).toContain('Liga');
    expect(text).not.toMatch(/\b(injured|age|week|slump|listed|players)\b/);
  });
});

const statusView = (locale: Locale, overrides: Partial<LeagueStatusView['league']> = {}): LeagueStatusView => ({
  league: {
    id: 'l1',
    guildId: 'g',
    channelId: 'ch',
    name: 'Sunday League',
    game: 'football',
    season: 2,
    week: 5,
    phase: 'season',
    turn: 5,
    started: true,
    paused: false,
    nextDeadline: new Date('2026-03-01T20:00:00Z'),
    settings: {
      engine: 'classic',
      homeAdvantages: false,
      substitutions: 3,
      live: false,
      dice: 'spoiler',
      language: locale,
      schedule: { kind: 'weekly', days: [1, 4], time: '20:00', timeZone: 'Europe/London' },
      advanceWhenReady: true,
      reminderOffsetsHours: [24, 1],
      adminRoleId: null,
      fortunes: false,
      seasons: null,
      difficulty: 2,
    },
    archived: false,
    ...overrides,
  } as LeagueStatusView['league'],
  clubs: [
    { clubId: 'c1', clubName: 'Town', managerUserId: '111111111111111111', ready: true },
    { clubId: 'c2', clubName: 'Rovers', managerUserId: '222222222222222222', ready: false },
    ...Array.from({ length: 30 }, (_, i) => ({ clubId: `a${i}`, clubName: `Athletic Wanderers ${i}`, managerUserId: null, ready: false })),
  ],
  waitingFor: ['222222222222222222'],
});

describe('/league status in the reader’s language', () => {
  it.each(['en', 'de'] as const)('GIVEN a league of 32 clubs in %s THEN it fits Discord and leaves no placeholder', (locale) => {
    const embed = renderStatus(statusView(locale), locale);
    expectSendable(embed);
    expect(embed.fields![1]!.value).toContain('<@111111111111111111>');
  });

  it('GIVEN English THEN the words are the ones it always had', () => {
    const embed = renderStatus(statusView('en'), 'en');
    expect(embed.title).toBe('Sunday League: Season 2, week 5');
    expect(embed.fields!.map((f) => f.name)).toEqual(['Next deadline', 'Managers: 1 of 2 ready']);
    expect(embed.fields![0]!.value).toMatch(/, or as soon as every manager is ready$/);
    expect(embed.fields![1]!.value).toContain('🤖 Athletic Wanderers 0: AI');
    expect(embed.footer!.text).toBe('The league’s settings: /league settings');
  });

  it('GIVEN German THEN the step, the deadline and who is ready read in German', () => {
    const embed = renderStatus(statusView('de'), 'de');
    expect(embed.title).toBe('Sunday League: Saison 2, 5. Spieltag');
    expect(embed.fields!.map((f) => f.name)).toEqual(['Nächste Frist', 'Manager: 1 von 2 bereit']);
    expect(embed.fields![0]!.value).toMatch(/, oder sobald alle Manager bereit sind$/);
    expect(embed.fields![1]!.value).toContain('🤖 Athletic Wanderers 0: KI');
    expect(allText(embed)).not.toMatch(/\b(Season|week|ready|deadline)\b/);
  });

  it.each([
    [{ started: false }, 'Waiting to start', 'Wartet auf den Anpfiff'],
    [{ phase: 'preseason', week: 0, paused: true }, 'Season 2, pre-season (paused)', 'Saison 2, Saisonvorbereitung (unterbrochen)'],
    [{ phase: 'ended', season: 4 }, 'The game is over after season 3', 'Das Spiel ist nach Saison 3 vorbei'],
    [{ step: { kind: 'cup', round: 1 } }, 'Season 2, Cup round 1', 'Saison 2, Pokal, 1. Runde'],
    [{ week: 39 }, 'Season 2, the season’s end', 'Saison 2, Saisonende'],
  ] as const)('GIVEN the league at %o THEN English reads %s and German %s', (at, english, german) => {
    const league = statusView('en', at as Partial<LeagueStatusView['league']>).league;
    expect(describeStep(league, 'en')).toBe(english);
    expect(describeStep(league, 'de')).toBe(german);
  });
});

const plan: LineupPlanView = {
  formation: '4-4-2',
  source: 'standing',
  lines: [
    { line: 'goalkeeper', players: [{ player: { kind: 'player', name: 'Sam Price' }, form: '--' }] },
    {
      line: 'defence',
      players: [
        { player: { kind: 'player', name: 'Joe Ansah' }, form: '++' },
        { player: { kind: 'youth' }, form: null },
      ],
    },
    { line: 'midfield', players: [{ player: { kind: 'player', name: 'Al Brook' }, form: '+' }] },
    { line: 'attack', players: [{ player: { kind: 'player', name: 'Ed Cole' }, form: '-' }] },
  ],
  tactics: [
    { tactic: 'rebound', when: 'behind', fromMinute: 70 },
    { tactic: 'backsToTheWall', when: 'level-or-ahead', fromMinute: 80 },
  ],
  changes: [
    { kind: 'no-pick', formation: '4-4-2' },
    { kind: 'formation', picked: '4-3-3', played: '4-4-2' },
    { kind: 'filler', in: { kind: 'player', name: 'Ray Dunn' }, slot: 'CF+SM' },
    { kind: 'left', out: { kind: 'unknown' }, in: { kind: 'youth' }, slot: 'GK' },
    { kind: 'injured', out: { kind: 'player', name: 'Ed *Cole*' }, in: { kind: 'player', name: 'Ray Dunn' }, slot: 'CF' },
    { kind: 'left-out', out: { kind: 'player', name: 'Al Brook' } },
  ],
};

const readyView = (overrides: Partial<ReadyView> = {}): ReadyView => ({
  clubId: 'c1',
  season: 2,
  week: 5,
  phase: 'season',
  ready: true,
  orders: {
    selection: { lineup: { formation: '4-4-2', goalkeeper: 'p1', defence: [], midfield: [], attack: [] } as never },
    training: { p1: 'ABL', p2: null },
    sales: [
      { playerId: 'p3', mode: 'full' },
      { playerId: 'p4', mode: 'quick' },
    ],
    builds: [{ stand: 'northEast', tier: 2, kind: 'seating' }],
    executiveBoxes: true,
    hire: ['headCoach'],
    fire: ['clubDoctor'],
    sponsorYears: 2,
    keepListed: ['p5'],
    scout: { facet: 'prefer', position: 'CB', better: true, younger: true },
  },
  warnings: [{ kind: 'youth-fillers', count: 1 }, { kind: 'untrained', count: 3 }, { kind: 'no-sponsor' }],
  lineup: plan,
  spending: {
    balance: 100_000,
    building: 300_000,
    bids: 170_000,
    wages: 20_000,
    balanceAfter: -390_000,
    bidLines: [
      { playerName: 'Tom Hart', amount: 120_000, askingPrice: 100_000 },
      { playerName: 'Ian Lee', amount: 50_000, askingPrice: null },
      { playerName: null, amount: 1_000, askingPrice: null },
    ],
  },
  allReady: false,
  playsNow: false,
  ...overrides,
});

describe('/ready’s summary in the reader’s language', () => {
  it.each(['en', 'de'] as const)('GIVEN every kind of order, change and warning in %s THEN it fits Discord and leaves no placeholder', (locale) => {
    expectSendable(renderOrders(readyView(), locale));
    expectSendable(renderOrders(readyView({ lineup: null, phase: 'preseason', orders: {}, warnings: [], spending: null }), locale));
  });

  it('GIVEN English THEN every line reads as it always did', () => {
    const embed = renderOrders(readyView(), 'en');
    expect(embed.title).toBe('Ready: Season 2, week 5');
    expect(embed.description!.split('\n')).toEqual([
      'Selection: picked this week',
      'Training changes: 2',
      'Bids: Tom Hart £120,000 (asking £100,000), Ian Lee £50,000, a player no longer listed £1,000',
      'Sales: full, quick',
      `Building: ${standName('northEast')}, tier 2, seating, executive boxes`,
      'Staff: hire Head Coach, fire Club Doctor',
      'Sponsor: two-year deal',
      'Kept on the list at their request: 1',
      'Chief Scout: a standing preference for a CB, then better ability, then a younger player',
    ]);
    const fields = Object.fromEntries(embed.fields!.map((f) => [f.name, f.value]));
    expect(fields['Your XI: 4-4-2']).toBe(
      [
        'GK: Sam Price (↓↓ slump)',
        'Defence: Joe Ansah (↑↑ hot streak), a youth\\-team player (rated 5)',
        'Midfield: Al Brook (↑ good)',
        'Attack: Ed Cole (↓ poor)',
        "Tactics: Rebound when behind, from 70'; Backs to the wall when level or ahead, from 80'",
      ].join('\n'),
    );
    expect(fields['What the AI changes for you']!.split('\n')).toEqual([
      '🔁 No XI picked: the AI picks the best XI, a 4-4-2, and it becomes your standing lineup. Pick your own with /select.',
      '🔁 Your squad cannot field your 4-3-3 this week: the AI plays 4-4-2. Your pick stays your standing lineup.',
      '🔁 An empty place in your XI (a player who left, or a youth-team player no longer needed): Ray Dunn plays on the wing, and keeps the place.',
      '🔁 an unknown player has left the club: a youth\\-team player (rated 5) plays in goal in his place, and keeps it.',
      '🔁 Ed \\*Cole\\* is injured: Ray Dunn plays at centre forward in his place until he is fit.',
      '🔁 Al Brook is left out.',
    ]);
    expect(fields.Money).toBe(
      "⚠️ This week's spending (building £300,000, bids £170,000 if all win, wages £20,000) would take the club from £100,000 to −£390,000, in debt before any income. A club in debt cannot buy players, build or hire staff until its balance is back above zero.",
    );
    expect(fields['Worth a second look']!.split('\n')).toEqual([
      '⚠️ 1 youth-team player in your XI, rated 5.',
      '⚠️ 3 players have no training plan: the AI will give each one a plan (see /news after the week).',
      '⚠️ No sponsor deal chosen: the AI will choose one.',
    ]);
    expect(embed.footer!.text).toBe(
      'You can change orders until the week is played. · form ↓↓ slump (−0.5 in a match), ↓ poor, ↑ good, ↑↑ hot streak (+0.5)',
    );
  });

  it('GIVEN no XI in pre-season, nothing ordered THEN English reads as it always did', () => {
    const embed = renderOrders(
      readyView({ lineup: null, phase: 'preseason', week: 0, orders: {}, warnings: [], spending: null, ready: false, allReady: true }),
      'en',
    );
    expect(embed.title).toBe('Not ready: Season 2, pre-season');
    expect(embed.description).toBe(
      'Selection: standing lineup\nTraining changes: none\nBids: none\nSales: none\nBuilding: nothing\nStaff: no change',
    );
    expect(embed.fields).toEqual([
      { name: 'Your XI', value: 'No XI picked yet. Pick one with /select and it stands for week 1; if you don’t, the AI picks the best XI then.' },
    ]);
    expect(embed.footer!.text).toBe('Every manager is ready.');
  });

  const requests: ScoutRequest[] = [
    ...(Object.entries(SCOUT_CHOICES) as [Exclude<ScoutRequest['facet'], 'prefer'>, readonly { shift: number }[]][]).flatMap(([facet, choices]) =>
      choices.map((c) => ({ facet, shift: c.shift }) as ScoutRequest),
    ),
    { facet: 'prefer' },
    { facet: 'prefer', position: 'GK' },
  ];
  it.each(requests)('GIVEN the Chief Scout asked for %o THEN English names it as /scout does, German in its own words', (scout) => {
    const line = (locale: Locale) =>
      renderOrders(readyView({ orders: { scout } }), locale)
        .description!.split('\n')
        .at(-1)!;
    expect(line('en')).toBe(`Chief Scout: ${describeScoutRequest(scout)}`);
    expect(line('de')).toMatch(/^Chefscout: /);
    expect(line('de').slice('Chefscout: '.length)).not.toBe(describeScoutRequest(scout));
  });

  it('GIVEN German THEN the summary reads as a German fan writes it, money the German way', () => {
    const embed = renderOrders(readyView(), 'de');
    expect(embed.title).toBe('Bereit: Saison 2, 5. Spieltag');
    expect(embed.description).toContain(
      'Gebote: Tom Hart 120.000\u00a0£ (Ablöseforderung 100.000\u00a0£), Ian Lee 50.000\u00a0£, ein Spieler, der nicht mehr auf der Liste steht 1.000\u00a0£',
    );
    expect(embed.description).toContain('Bauarbeiten: Nordost-Ecke, 2. Rang, Sitzplätze, VIP-Logen');
    expect(embed.description).toContain('Personal: Cheftrainer einstellen');
    const fields = Object.fromEntries(embed.fields!.map((f) => [f.name, f.value]));
    expect(fields['Deine Elf: 4-4-2']).toContain('Tor: Sam Price (↓↓ Formtief)');
    expect(fields['Deine Elf: 4-4-2']).toContain('Taktik: Abpraller bei Rückstand, ab der 70. Minute');
    expect(fields['Was die KI für dich ändert']).toContain(
      'Ed \\*Cole\\* ist verletzt: Ray Dunn spielt im Sturmzentrum für ihn, bis er wieder fit ist.',
    );
    expect(fields.Finanzen).toContain('von 100.000\u00a0£ auf -390.000\u00a0£');
    expect(fields['Lieber noch mal hinschauen']).toContain('⚠️ Ein Jugendspieler in deiner Elf, Stärke 5.');
    // No English sentence left: the common English words of these replies do not appear.
    expect(allText(embed)).not.toMatch(/\b(the|your|with|week|ready|picked|plays|none|hire)\b/i);
  });
});

describe('the refusals of /ready and /squad', () => {
  it.each([
    [new Conflict('not-started', { key: 'ready.notStarted' }), /^The season has not started yet/, /^Die Saison hat noch nicht begonnen/],
    [new Refusal({ key: 'squad.fortunesPrivate' }), /each club’s cards are private/, /Karten jedes Vereins geheim/],
  ] as const)('GIVEN %o THEN English keeps its sentence and German has its own', (refusal, english, german) => {
    expect(refusal.message).toMatch(english);
    expect(refusal.sentence('en')).toMatch(english);
    expect(refusal.sentence('de')).toMatch(german);
  });
});
