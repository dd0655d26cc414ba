import type { CardsSheetsView } from '../../src/discord/render/images/cards-sheets.image.js';
import type { MatchCardView } from '../../src/discord/render/images/match.image.js';
import type { PitchView } from '../../src/discord/render/images/pitch.image.js';
import type { PositionChartView } from '../../src/discord/render/images/positions.image.js';

/** Views for the image tests and the image benchmark: every form, a youth player, an injury, long names. */
export const PITCH_VIEW: PitchView = {
  clubName: 'Dugout Rovers',
  formation: '4-4-2',
  places: [
    { line: 'G', slot: 'GK', name: 'Ryan Bishop', rating: 7.5, form: '+', injured: false },
    { line: 'D', slot: 'SB', name: 'Tom Hale', rating: 6, form: '++', injured: false },
    { line: 'D', slot: 'CB', name: 'Jack Oduya', rating: 6.5, form: '-', injured: false },
    { line: 'D', slot: 'CB', name: 'Sam Price', rating: 7, form: '--', injured: true },
    { line: 'D', slot: 'SB', name: 'Liam Connolly-Fitzgerald', rating: 7.5, form: '+', injured: false },
    { line: 'M', slot: 'SM', name: 'Ade Mensah', rating: 5.5, form: '+', injured: false },
    { line: 'M', slot: 'CM', name: null, rating: 5, form: null, injured: false },
    { line: 'M', slot: 'CM', name: 'Ollie Grant', rating: 7, form: '-', injured: false },
    { line: 'M', slot: 'SM', name: 'Kai Moreno', rating: 8, form: '++', injured: false },
    { line: 'A', slot: 'CF', name: 'Dan Whitlock', rating: 8.5, form: '+', injured: false },
    { line: 'A', slot: 'CF', name: 'Joe Ansah', rating: 9, form: '--', injured: false },
  ],
};

export const MATCH_VIEW: MatchCardView = {
  heading: 'Week 5 · Premier Division',
  home: { name: 'Dugout Rovers', goals: 3 },
  away: { name: 'Istanbul Athletic', goals: 2 },
  scorers: [
    { side: 'home', name: 'Dan Whitlock', minute: 12 },
    { side: 'away', name: 'Emre Kaya', minute: 30 },
    { side: 'home', name: 'Joe Ansah', minute: 55 },
    { side: 'away', name: 'Emre Kaya', minute: 61 },
    { side: 'home', name: 'Dan Whitlock', minute: 88 },
  ],
  moments: [
    { minute: 5, side: 'home', kind: 'chance' },
    { minute: 12, side: 'home', kind: 'goal' },
    { minute: 20, side: 'away', kind: 'yellow' },
    { minute: 28, side: 'away', kind: 'save' },
    { minute: 30, side: 'away', kind: 'goal' },
    { minute: 30, side: 'away', kind: 'chance' },
    { minute: 44, side: 'home', kind: 'injury' },
    { minute: 55, side: 'home', kind: 'goal' },
    { minute: 60, side: 'home', kind: 'substitution' },
    { minute: 61, side: 'away', kind: 'goal' },
    { minute: 77, side: 'away', kind: 'red' },
    { minute: 88, side: 'home', kind: 'goal' },
  ],
};

export const POSITION_CHART_VIEW: PositionChartView = {
  heading: 'Season 1 · league position week by week',
  places: 16,
  series: [
    { clubName: 'Dugout Rovers', positions: [8, 5, 4, 3, 3, 2, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
    { clubName: 'Istanbul Athletic', positions: [3, 6, 9, 10, 12, 11, 13, 14, 12, 10, 9, 9, 8, 7, 7, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2] },
    {
      clubName: 'Harbour Town',
      positions: [16, 15, 15, 16, 14, 15, 16, 16, 16, 15, 15, 14, 14, 13, 12, 12, 13, 13, 14, 15, 16, 16, 16, 16, 16, 15, 15, 15, 16, 16],
    },
  ],
};

/** Both sheets of a card match: a long club name, a reserve keeper, a dummy drawing a number card. */
export const CARDS_SHEETS_VIEW: CardsSheetsView = {
  heading: 'Season 1 · League round 3 · the team sheets',
  home: {
    name: 'Full House',
    formation: 'K♠',
    goals: 2,
    places: [
      { space: 1, label: 'A♥', level: 5 },
      { space: 6, label: '6♣', level: 5 },
      { space: 8, label: '9♦', level: 3 },
      { space: 9, label: '9♥', level: 6 },
      { space: 10, label: 'reserve', level: 0 },
    ],
  },
  away: {
    name: 'Dummy XI 2 of the Long Name Rovers',
    formation: 'Q♦ (dummy, drew 6♣)',
    goals: 0,
    places: [
      { space: 1, label: 'dummy', level: 1 },
      { space: 3, label: 'dummy', level: 1 },
      { space: 6, label: 'dummy', level: 1 },
      { space: 8, label: 'dummy', level: 1 },
      { space: 10, label: 'dummy', level: 1 },
    ],
  },
};
