import { playedFortunesWebLeague } from '../support/fortunes-game-web-league.js';
import { describeGamePageInChromium } from './support/game-page-in-chromium.js';

describeGamePageInChromium('the web page of a Football Fortunes game in Chromium', {
  played: (deps) => playedFortunesWebLeague(deps, { name: '<i>Fortunes</i> & Friends' }),
  shows: 'each side’s Defence and Attack',
  marks: String.raw`[...document.querySelectorAll('td.n')].filter((td) => /^D\d+ A\d+$/.test(td.textContent)).length`,
  minMarks: 11,
});
