import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeMatchCard, renderMatchCard } from '../../src/discord/render/images/match.image.js';
import { renderPitch } from '../../src/discord/render/images/pitch.image.js';
import { describePositionChart, ordinal, renderPositionChart } from '../../src/discord/render/images/positions.image.js';
import { CARDS_SHEETS_VIEW, MATCH_VIEW, PITCH_VIEW, POSITION_CHART_VIEW } from './image-views.js';
import { cellOf, describeCardsSheets, renderCardsSheets } from '../../src/discord/render/images/cards-sheets.image.js';
import { differingPixels, expectLikeReference as expectReference, fileFormat, pixels } from '../support/pixels.js';

/**
 * Each picture is compared with its committed reference (a file of its format) in tests/discord/images/. After a deliberate change,
 * look at the new pictures and regenerate the references with:
 *   UPDATE_IMAGES=1 npx vitest run tests/discord/images.test.ts
 */
const REFERENCE_DIR = fileURLToPath(new URL('./images/', import.meta.url));
/**
 * How many pixels may differ before a picture has changed meaningfully: a few anti-aliased edges may, but one changed
 * digit (about 150 pixels) may not.
 */
const PIXEL_TOLERANCE = 40;
const ONE_MEGABYTE = 1024 * 1024;

const expectLikeReference = (file: string, png: Buffer) => expectReference(`${REFERENCE_DIR}${file}`, png, PIXEL_TOLERANCE);

/** The match card, drawn every week, is a JPEG (the cheapest to encode); the others are PNGs. */
const IMAGES = [
  { file: 'pitch.png', render: () => renderPitch(PITCH_VIEW), size: [640, 760], format: 'png' },
  { file: 'match.jpg', render: () => renderMatchCard(MATCH_VIEW), size: [800, 470], format: 'jpeg' },
  { file: 'positions.png', render: () => renderPositionChart(POSITION_CHART_VIEW), size: [800, 500], format: 'png' },
  { file: 'cards-sheets.png', render: () => renderCardsSheets(CARDS_SHEETS_VIEW), size: [948, 502], format: 'png' },
] as const;

describe('pictures', () => {
  it.each(IMAGES)('$file matches its reference, at its size and under 1 MB', async ({ file, render, size, format }) => {
    const png = render();
    expect(fileFormat(png)).toBe(format);
    const decoded = await pixels(png);
    expect([decoded.width, decoded.height]).toEqual(size);
    expect(png.length).toBeLessThan(ONE_MEGABYTE);
    await expectLikeReference(file, png);
  });

  it('the comparison catches a meaningful change: one rating, one goal, one club fewer', async () => {
    const pitch = renderPitch({ ...PITCH_VIEW, places: PITCH_VIEW.places.map((p, i) => (i === 0 ? { ...p, rating: 9.5 } : p)) });
    const match = renderMatchCard({ ...MATCH_VIEW, away: { ...MATCH_VIEW.away, goals: 4 } });
    const chart = renderPositionChart({ ...POSITION_CHART_VIEW, series: POSITION_CHART_VIEW.series.slice(0, 2) });
    expect(await differingPixels(pitch, renderPitch(PITCH_VIEW))).toBeGreaterThan(PIXEL_TOLERANCE);
    expect(await differingPixels(match, renderMatchCard(MATCH_VIEW))).toBeGreaterThan(PIXEL_TOLERANCE);
    expect(await differingPixels(chart, renderPositionChart(POSITION_CHART_VIEW))).toBeGreaterThan(PIXEL_TOLERANCE);
  });

  it('the card grids catch a meaningful change: one level, one card moved', async () => {
    const base = renderCardsSheets(CARDS_SHEETS_VIEW);
    const levelled = {
      ...CARDS_SHEETS_VIEW,
      home: { ...CARDS_SHEETS_VIEW.home, places: CARDS_SHEETS_VIEW.home.places.map((p) => (p.space === 9 ? { ...p, level: 5 } : p)) },
    };
    const moved = {
      ...CARDS_SHEETS_VIEW,
      home: { ...CARDS_SHEETS_VIEW.home, places: CARDS_SHEETS_VIEW.home.places.map((p) => (p.space === 8 ? { ...p, space: 7 } : p)) },
    };
    expect(await differingPixels(renderCardsSheets(levelled), base)).toBeGreaterThan(PIXEL_TOLERANCE);
    expect(await differingPixels(renderCardsSheets(moved), base)).toBeGreaterThan(PIXEL_TOLERANCE);
  });

  it('the card grids put each player in the cell of the space he faces (12 − n), nine cells, the two keepers at the ends', () => {
    const cells = new Set<string>();
    for (let space = 2; space <= 10; space++) {
      expect(cellOf('home', space), `space ${space}`).toEqual(cellOf('away', 12 - space));
      cells.add(JSON.stringify(cellOf('home', space)));
    }
    expect(cells.size).toBe(9);
    expect([cellOf('home', 1), cellOf('away', 1)]).toEqual([
      { col: 0, row: 1 },
      { col: 4, row: 1 },
    ]);
  });

  it('the same view renders the same pixels', async () => {
    expect(await differingPixels(renderPitch(PITCH_VIEW), renderPitch(PITCH_VIEW))).toBe(0);
  });
});

describe('text equivalents', () => {
  it('the card grids in words: each side, its formation and score, each filled space with its card and level', () => {
    expect(describeCardsSheets(CARDS_SHEETS_VIEW).split('\n')).toEqual([
      'Full House (home, formation K♠, 2): 1 goal A♥ level 5 · 6 midfield 6♣ level 5 · 8 attack 9♦ level 3 · 9 attack 9♥ level 6 · 10 attack reserve level 0.',
      'Dummy XI 2 of the Long Name Rovers (away, formation Q♦ (dummy, drew 6♣), 0): 1 goal dummy level 1 · 3 defence dummy level 1 · 6 midfield dummy level 1 · 8 attack dummy level 1 · 10 attack dummy level 1.',
    ]);
  });

  it('the match card in words: score, scorers by side, moments counted home–away', () => {
    expect(describeMatchCard(MATCH_VIEW).split('\n')).toEqual([
      'Dugout Rovers 3–2 Istanbul Athletic.',
      "Scorers: Dugout Rovers: Dan Whitlock 12', Joe Ansah 55', Dan Whitlock 88'; Istanbul Athletic: Emre Kaya 30', Emre Kaya 61'.",
      'Moments (home–away): goal: 3–2, chance: 1–1, save: 0–1, yellow card: 0–1, red card: 0–1, injury: 1–0, substitution: 1–0.',
    ]);
  });

  it('a goalless match without moments says so', () => {
    const text = describeMatchCard({
      ...MATCH_VIEW,
      home: { ...MATCH_VIEW.home, goals: 0 },
      away: { ...MATCH_VIEW.away, goals: 0 },
      scorers: [],
      moments: [],
    });
    expect(text).toContain('Dugout Rovers: none; Istanbul Athletic: none.');
    expect(text).toContain('No moments recorded.');
  });

  it('the position chart in words: final, best and lowest place of each club', () => {
    expect(
      describePositionChart({ ...POSITION_CHART_VIEW, series: [...POSITION_CHART_VIEW.series, { clubName: 'Late Starters', positions: [] }] }).split(
        '\n',
      ),
    ).toEqual([
      'Dugout Rovers: finished 1st; best 1st, lowest 8th.',
      'Istanbul Athletic: finished 2nd; best 2nd, lowest 14th.',
      'Harbour Town: finished 16th; best 12th, lowest 16th.',
      'Late Starters: no league games.',
    ]);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [111, '111th'],
  ])('ordinal(%i) is %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});
