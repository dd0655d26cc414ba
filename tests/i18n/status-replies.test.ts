import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { LIMITS } from '../../src/discord/limits.js';
import { describeStep, renderStatus } from '../../src/discord/render/league.render.js';
import { renderSquad } from '../../src/discord/render/squad.render.js';
import type { Locale } from '../../src/i18n/locales.js';
import type { LeagueStatusView } from '../../src/league/shared/views.js';
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
    expect(embed.fields!.map((f) => f.name)).toEqual(['Nächster Abgabeschluss', 'Manager: 1 von 2 bereit']);
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
