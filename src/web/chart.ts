import type { PositionChart } from '../league/web/index.js';
import { html, isolate, type Html } from './html.js';
import type { Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { ordinal } from './words.js';

const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { x0: 48, x1: WIDTH - 16, y0: 16, y1: HEIGHT - 40 };
/** Colours apart for the colour-blind (Okabe and Ito), dark enough on white. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#7F7F7F'];

/** The chart in words: its alternative text, for screen readers and for anyone who cannot see the lines. */
export function chartText(chart: PositionChart, locale: Locale = 'en'): string {
  const lines = chart.series.map((s) => {
    const last = s.positions.at(-1);
    const path = s.positions.map((p, i) => t(locale, 'web.chart.after', { place: ordinal(p, locale), week: chart.rounds[i] ?? 0 })).join(', ');
    const now = last ? t(locale, 'web.chart.now', { place: ordinal(last, locale), places: chart.places }) : t(locale, 'web.chart.noGames');
    return `${isolate(s.clubName)}: ${now} (${path})`;
  });
  return `${chart.title}. ${lines.join('. ')}.`;
}

/** League position by week as inline SVG: week along, place down (first at the top), one line per club. */
export function positionChartSvg(chart: PositionChart, id: string, locale: Locale = 'en'): Html {
  const weeks = Math.max(1, chart.rounds.length);
  const places = Math.max(2, chart.places);
  const x = (i: number) => Math.round(PLOT.x0 + (weeks === 1 ? (PLOT.x1 - PLOT.x0) / 2 : ((PLOT.x1 - PLOT.x0) * i) / (weeks - 1)));
  const y = (place: number) => Math.round(PLOT.y0 + ((PLOT.y1 - PLOT.y0) * (place - 1)) / (places - 1));
  const gridPlaces = Array.from({ length: places }, (_, i) => i + 1);
  const grid = gridPlaces.map(
    (p) =>
      html`<line x1="${PLOT.x0}" x2="${PLOT.x1}" y1="${y(p)}" y2="${y(p)}" stroke="#e3e7ec"/><text x="${PLOT.x0 - 8}" y="${y(p) + 4}" text-anchor="end" font-size="11" fill="#5b6472">${p}</text>`,
  );
  const axis = chart.rounds.map(
    (round, i) => html`<text x="${x(i)}" y="${PLOT.y1 + 18}" text-anchor="middle" font-size="11" fill="#5b6472">${round}</text>`,
  );
  const series = chart.series.map((s, n) => {
    const colour = COLOURS[n % COLOURS.length]!;
    const points = s.positions.map((p, i) => `${x(i)},${y(p)}`).join(' ');
    return html`<g><polyline points="${points}" fill="none" stroke="${colour}" stroke-width="3" stroke-linejoin="round"/>${s.positions.map(
      (p, i) => html`<circle cx="${x(i)}" cy="${y(p)}" r="4" fill="${colour}"/>`,
    )}</g>`;
  });
  const legend = chart.series.map(
    (s, n) =>
      html`<li><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="${COLOURS[n % COLOURS.length]!}"/></svg> <bdi>${s.clubName}</bdi></li>`,
  );
  return html`<figure class="chart">
<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg">
<title id="${id}-title">${chart.title}</title>
<desc id="${id}-desc">${chartText(chart, locale)}</desc>
${grid}${axis}
<text x="${(PLOT.x0 + PLOT.x1) / 2}" y="${HEIGHT - 4}" text-anchor="middle" font-size="12" fill="#5b6472">${t(locale, 'web.chart.axis')}</text>
${series}
</svg>
<figcaption>${chart.title}<ul class="legend">${legend}</ul></figcaption>
</figure>`;
}
