import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { DetailedCommentator, isDetailedEvent } from '../../src/commentary/detailed.js';
import { renderCupTie } from '../../src/discord/render/cup.render.js';
import { renderMatch } from '../../src/discord/render/match.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import type { CupTieMessage, MatchMessage } from '../../src/league/index.js';
import { englishLines } from '../support/english-words.js';
import { longMatch } from './view-fixtures.js';

/** A match's workings ('Show the dice') in the league's language: ratings, tactics, every line's dice; English as it was. */

const players = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, `Spieler${i}`]));
const names = nameBook(players, { c1: 'Kesselbach', c2: 'Lindenau' });
const allText = (embeds: APIEmbed[]) =>
  embeds.map((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text].join('\n')).join('\n');

/** A classic match whose workings use every word: a rebound, backs to the wall, a depleted side off the chart. */
function classic(locale?: 'de'): MatchMessage {
  const match = longMatch(6);
  const events: EngineEvent[] = match.events.map((e) =>
    e.type === 'match-started' ? { ...e, away: { ...e.away, formation: null, depleted: true } } : e,
  );
  const wall: EngineEvent = { type: 'goal-cancelled', minute: 88, clubId: 'c1', byClubId: 'c2', shotsLeft: 0, homeGoals: 3, awayGoals: 0 };
  events.splice(events.length - 1, 0, wall);
  return {
    ...match,
    home: { ...match.home, name: 'Kesselbach' },
    away: { ...match.away, name: 'Lindenau' },
    events,
    names: { players: {}, clubs: { c1: 'Kesselbach', c2: 'Lindenau' } },
    ...(locale ? { locale } : {}),
  };
}

const NAMES = { club: (id: string) => (id === 'h' ? 'Kesselbach' : 'Lindenau'), player: (id: string) => `Spieler ${id}` };

/** The events of a detailed match with a missed penalty, so its follow-up is told. */
function detailedWithFollowUp(): readonly EngineEvent[] {
  for (let seed = 1; seed < 2000; seed++) {
    const { events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(seed));
    if (events.some((e) => e.type === 'detailed-penalty-follow-up')) return events;
  }
  throw new Error('no seed gave a penalty follow-up');
}

describe("a match's workings in German", () => {
  it('GIVEN a classic match of a German league THEN its ratings, tactics and dice read as German, with no English word', () => {
    const embed = renderMatch(classic('de'), names, 90, 'workings');
    const fields = Object.fromEntries((embed.fields ?? []).map((f) => [f.name, f.value]));
    expect(Object.keys(fields)).toContain('Mannschaftsstärken');
    expect(fields['Mannschaftsstärken']).toMatch(/Lindenau: Tabellenwerte \(geschwächt\): G 7 · D 28 · .* · 6 Schüsse$/);
    expect(fields['Eingesetzte Taktik']).toContain('Abpraller zweimal');
    expect(fields['Eingesetzte Taktik']).toContain('Mauern');
    expect(englishLines(allText([embed]).replace(/Kesselbach|Lindenau/g, ''))).toEqual([]);
  });

  it('GIVEN the same classic match of an English league THEN its workings read as they did', () => {
    const embed = renderMatch(classic(), names, 90, 'workings');
    const fields = Object.fromEntries((embed.fields ?? []).map((f) => [f.name, f.value]));
    expect(fields['Team ratings']).toMatch(
      /^Kesselbach: 4-4-2: G 7 · D 28 · M 30 · A 15 · D\* \d+ · A\* \d+ · \d+ shots\nLindenau: chart \(depleted\): /,
    );
    expect(fields['Tactics used']).toBe('Kesselbach: Rebound twice\nLindenau: Backs to the wall');
  });

  it("GIVEN a detailed match's missed penalty THEN its follow-up names the keeper's reading in German, the English as the chart says it", () => {
    const events = detailedWithFollowUp();
    const told = (locale: 'en' | 'de') => {
      const commentator = new DetailedCommentator(NAMES, { locale, dice: 'shown', sides: { home: 'h', away: 'a' } });
      return events.filter(isDetailedEvent).flatMap((event) => commentator.line(event) ?? []);
    };
    const german = told('de');
    const followUps = german.filter((line) => line.includes('Nach dem Elfmeter'));
    expect(followUps.length).toBeGreaterThan(0);
    for (const line of followUps)
      expect(line).toMatch(/Nach dem Elfmeter: (Konter|Regulär|Karte|Eigentor|Gefoult|Ecke|Abpraller|Verletzung|Tor)\. \[Spalte /);
    expect(englishLines(followUps.join('\n'))).toEqual([]);
    const english = told('en').filter((line) => line.includes('From the penalty'));
    expect(english).toHaveLength(followUps.length);
    for (const line of english)
      expect(line).toMatch(/From the penalty: (Counter|Normal|Card|Own goal|Fouled|Corner|Reb\. Sh|Injury|Goal)\. \[(On \(Sv\+\)|Off) column \d+/);
  });

  it("GIVEN a cup tie the results chart decided THEN a German league sees the score with the chart's dice, an English one the line it did", () => {
    const tie = {
      id: 't',
      homeId: 'c1',
      awayId: 'c2',
      homeGoals: 2,
      awayGoals: 1,
      extraTime: false,
      penalties: null,
      winnerId: 'c1',
      neutral: false,
    };
    const message = (locale?: 'de'): CupTieMessage =>
      ({
        season: 1,
        competitionName: 'Cup',
        roundName: 'round 1',
        final: false,
        tie: {
          home: { id: 'c1', name: 'Kesselbach', managerUserId: null },
          away: { id: 'c2', name: 'Lindenau', managerUserId: null },
          homeGoals: 2,
          awayGoals: 1,
          extraTime: false,
          penalties: null,
          winnerId: 'c1',
          decidedBy: 'chart',
          neutral: false,
        },
        events: [{ type: 'cup-tie', ...tie, decidedBy: 'chart', chart: { roll: [3, 5], margin: 1 } }],
        names: { players: {}, clubs: { c1: 'Kesselbach', c2: 'Lindenau' } },
        ...(locale ? { locale } : {}),
      }) as unknown as CupTieMessage;
    const german = renderCupTie(message('de'), names, 'workings')[0]!.description!;
    expect(german).toBe('Kesselbach **2:1** Lindenau (Ergebnistabelle 🎲3+5)');
    expect(renderCupTie(message(), names, 'workings')[0]!.description).toBe('Kesselbach 2–1 Lindenau (results chart 🎲3+5): Kesselbach go through');
  });
});
