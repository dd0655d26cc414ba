import { describe, expect, it } from 'vitest';
import { teamOfTheSeasonView } from '../../src/discord/render/awards.render.js';
import { matchCardView } from '../../src/discord/render/images/match-card-view.js';
import { describeMatchCard, matchCardWords, momentWord, renderMatchCard, type MomentKind } from '../../src/discord/render/images/match.image.js';
import { describePositionChart, ordinalIn, renderPositionChart } from '../../src/discord/render/images/positions.image.js';
import { nameBook } from '../../src/discord/render/names.js';
import { seededDice } from '../../src/engine/dice.js';
import { playDetailedMatch } from '../../src/engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../../src/engine/detailed/rated-side.js';
import type { MatchMessage, StoredSeasonAwards } from '../../src/league/index.js';
import { englishLines } from '../support/english-words.js';
import { MATCH_VIEW, POSITION_CHART_VIEW } from './image-views.js';

/** The words the channel's pictures are drawn with follow the league's language; an English league's stay as they were. */

function played(locale?: 'de'): MatchMessage {
  const { outcome, events } = playDetailedMatch(ratedSide('h', evenRatings(7.5)), ratedSide('a', evenRatings(7)), seededDice(3));
  return {
    season: 1,
    week: 3,
    division: 0,
    round: 3,
    home: { id: 'h', name: 'Kesselbach', managerUserId: null },
    away: { id: 'a', name: 'Lindenau', managerUserId: null },
    names: { clubs: {}, players: {} },
    live: false,
    homeGoals: outcome.homeGoals,
    awayGoals: outcome.awayGoals,
    events,
    ...(locale ? { locale } : {}),
  };
}

const names = nameBook({}, {});
const KINDS: MomentKind[] = ['goal', 'chance', 'save', 'yellow', 'red', 'injury', 'substitution'];

describe('the match card in German', () => {
  it('GIVEN a German league THEN the card reads HEIM, GAST and HZ, and its key names each moment in German', () => {
    expect(matchCardWords('de')).toEqual({ home: 'HEIM', away: 'GAST', halfTime: 'HZ' });
    expect(KINDS.map((kind) => momentWord(kind, 'de'))).toEqual([
      'Tor',
      'Chance',
      'Parade',
      'Gelbe Karte',
      'Rote Karte',
      'Verletzung',
      'Auswechslung',
    ]);
  });

  it('GIVEN an English league THEN the words stay as they were', () => {
    expect(matchCardWords('en')).toEqual({ home: 'HOME', away: 'AWAY', halfTime: 'HT' });
    expect(KINDS.map((kind) => momentWord(kind))).toEqual(['goal', 'chance', 'save', 'yellow card', 'red card', 'injury', 'substitution']);
    expect(matchCardView(played(), names).heading).toBe('Week 3 · Premier Division');
  });

  it("GIVEN a German league's match THEN the card's heading and its words for readers who cannot see it are German, with no English word", () => {
    const view = matchCardView(played('de'), names);
    expect(view.heading).toBe('3. Spieltag · 1. Liga');
    const words = describeMatchCard(view);
    expect(words).toMatch(/^Kesselbach \d+:\d+ Lindenau\.\nTorschützen: Kesselbach: .+; Lindenau: .+\.\nSzenen \(Heim:Gast\): .+\.$/);
    expect(englishLines(words.replace(/Kesselbach|Lindenau/g, ''))).toEqual([]);
  });

  it('GIVEN the same match in German and in English THEN the pictures differ only by their words: both are drawn', () => {
    const english = renderMatchCard(MATCH_VIEW);
    const german = renderMatchCard({ ...MATCH_VIEW, heading: '5. Spieltag · 1. Liga', locale: 'de' });
    expect(german.length).toBeGreaterThan(1000);
    expect(german.equals(english)).toBe(false);
  });
});

describe("the season's pictures in German", () => {
  it('GIVEN the positions chart THEN its places are German ordinals and its words German', () => {
    expect([1, 2, 3, 11, 21].map((n) => ordinalIn(n, 'de'))).toEqual(['1.', '2.', '3.', '11.', '21.']);
    expect([1, 2, 3, 11, 21].map((n) => ordinalIn(n, 'en'))).toEqual(['1st', '2nd', '3rd', '11th', '21st']);
    expect(
      describePositionChart(
        { ...POSITION_CHART_VIEW, series: [...POSITION_CHART_VIEW.series, { clubName: 'Spätstarter', positions: [] }] },
        'de',
      ).split('\n'),
    ).toEqual([
      'Dugout Rovers: am Ende auf Platz 1, bester Platz 1, schlechtester Platz 8.',
      'Istanbul Athletic: am Ende auf Platz 2, bester Platz 2, schlechtester Platz 14.',
      'Harbour Town: am Ende auf Platz 16, bester Platz 12, schlechtester Platz 16.',
      'Spätstarter: keine Ligaspiele.',
    ]);
    expect(renderPositionChart(POSITION_CHART_VIEW, 'de').equals(renderPositionChart(POSITION_CHART_VIEW))).toBe(false);
  });

  it('GIVEN the team of the season THEN its title, subtitle and legend are German', () => {
    const awards = { season: 2, teamOfTheSeason: [] } as unknown as StoredSeasonAwards;
    const view = teamOfTheSeasonView(awards, {}, 'de');
    expect(view.clubName).toBe('Saison 2: die Elf der Saison');
    expect(englishLines([view.clubName, view.subtitle, view.legend].join('\n'))).toEqual([]);
    expect(teamOfTheSeasonView(awards, {}).clubName).toBe('Season 2: team of the season');
  });
});
