import { describe, expect, it } from 'vitest';
import { pitchPicture, pitchView } from '../../src/discord/lineup-editor.js';
import { pitchWords, renderPitch } from '../../src/discord/render/images/pitch.image.js';
import type { Lineup } from '../../src/engine/model/types.js';
import { editorOf } from '../../src/league/selection/lineup-editor-view.js';
import { englishLines } from '../support/english-words.js';
import { PITCH_VIEW } from './image-views.js';
import { player } from './view-fixtures.js';

/** The pitch picture of /select draws its words in the reader's language; an English reader's picture stays as it was. */

const lineup: Lineup = {
  formation: '4-3-3',
  variant: 'wide',
  goalkeeper: 'p0',
  defence: ['p1', 'p2', 'p3', 'p4'],
  midfield: ['p5', 'p6', 'p7'],
  attack: ['p8', 'p9', 'p10'],
};
const squad = Array.from({ length: 16 }, (_, i) => player(i));
const orders = { clubId: 'c1', season: 1, week: 1, phase: 'season' as const, orders: {}, ready: false };
const editor = { ...editorOf('Kesselbach', lineup, null, squad, orders), lineup };

describe('the pitch picture in German', () => {
  it('GIVEN a German reader THEN every word the picture draws is German, with no English word', () => {
    const words = pitchWords('de');
    expect(words).toMatchObject({ youthPlayer: 'Jugendspieler', injured: 'verletzt' });
    expect(words.total(72.5)).toBe('Gesamtstärke 72.5');
    const view = pitchView(editor, 'de');
    expect(view.formation).toBe('4-3-3 mit Flügeln');
    const alt = pitchPicture(editor, 'de').description ?? '';
    expect(alt).toBe('Kesselbach im 4-3-3 auf dem Platz: die Elf mit Spielnoten und Form, wie in der Nachricht aufgelistet.');
    const drawn = [words.legend, words.youthPlayer, words.injured, words.total(72), view.formation, alt].join('\n');
    expect(englishLines(drawn.replace('Kesselbach', ''))).toEqual([]);
  });

  it('GIVEN an English reader THEN the words stay as they were', () => {
    const words = pitchWords('en');
    expect(words).toMatchObject({
      legend: 'In the shirt: match rating · arrows and + or −: form · ✖ injured',
      youthPlayer: 'youth player',
      injured: 'injured',
    });
    expect(words.total(72.5)).toBe('Total match rating 72.5');
    expect(pitchView(editor).formation).toBe('4-3-3 wide');
    expect(pitchView(editor, 'en').formation).toBe('4-3-3 wide');
    expect(pitchPicture(editor).description).toBe('Kesselbach in 4-3-3 on the pitch: the XI with match ratings and form, as listed in the message.');
  });

  it('GIVEN the same XI in German and in English THEN both are drawn, and differ only by their words', () => {
    const english = renderPitch(PITCH_VIEW);
    const german = renderPitch({ ...PITCH_VIEW, locale: 'de' });
    expect(german.length).toBeGreaterThan(1000);
    expect(german.equals(english)).toBe(false);
    expect(renderPitch({ ...PITCH_VIEW, locale: 'en' }).equals(english)).toBe(true);
  });
});
