import { playedCardsWebLeague } from '../support/cards-web-league.js';
import { describeGamePageInChromium } from './support/game-page-in-chromium.js';

describeGamePageInChromium('the web page of a cards league in Chromium', {
  played: playedCardsWebLeague,
  shows: 'the duels',
  marks: `[...document.querySelectorAll('ol.duels li')].filter((li) => / beats /.test(li.textContent)).length`,
  minMarks: 1,
});
