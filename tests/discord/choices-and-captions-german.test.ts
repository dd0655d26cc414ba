import { describe, expect, it } from 'vitest';
import { pitchPicture } from '../../src/discord/lineup-editor.js';
import { playerChoiceName } from '../../src/discord/render/choice-words.js';
import type { Lineup } from '../../src/engine/model/types.js';
import type { PlayerChoice } from '../../src/league/index.js';
import { editorOf } from '../../src/league/selection/lineup-editor-view.js';
import { englishLines } from '../support/english-words.js';
import { player } from './view-fixtures.js';

/** English words a choice or a caption would show untranslated, beyond the common ones the detector knows. */
const UNTRANSLATED = /\b(age|ability|level|formation|AI|pitch|ratings)\b/;

const own: PlayerChoice = { id: 'p1', name: 'Tom Hart', positions: ['CB', 'SB'], ability: 7.5, age: 24, club: null, label: '' };
const theirs: PlayerChoice = { ...own, ability: 8, club: 'Stonebury Rangers' };

describe("a player's autocomplete choice in the reader's language", () => {
  it('GIVEN English THEN it reads as it always did: positions, ability, age and another club’s name', () => {
    expect(playerChoiceName(own, 'en')).toBe('Tom Hart (CB/SB, 7.5, age 24)');
    expect(playerChoiceName(theirs, 'en')).toBe('Tom Hart (CB/SB, 8, age 24, Stonebury Rangers)');
  });

  it('GIVEN German THEN the age reads in years and the ability with a decimal comma', () => {
    expect(playerChoiceName(own, 'de')).toBe('Tom Hart (CB/SB, 7,5, 24 Jahre)');
    expect(playerChoiceName(theirs, 'de')).toBe('Tom Hart (CB/SB, 8, 24 Jahre, Stonebury Rangers)');
    for (const choice of [own, theirs]) {
      const text = playerChoiceName(choice, 'de')
        .replace(choice.name, '')
        .replace(choice.club ?? '', '');
      expect(englishLines(text)).toEqual([]);
      expect(text).not.toMatch(UNTRANSLATED);
    }
  });

  it('GIVEN a long club name THEN the choice stays within Discord’s 100 characters', () => {
    expect(playerChoiceName({ ...theirs, club: 'X'.repeat(120) }, 'de')).toHaveLength(100);
  });
});

describe("the pitch picture's alt text in the reader's language", () => {
  const lineup: Lineup = {
    formation: '4-4-2',
    goalkeeper: 'p0',
    defence: ['p2', 'p1', 'p7', 'p8'],
    midfield: ['p4', 'p3', 'p9', 'p10'],
    attack: ['p5', 'p11'],
  };
  const squad = Array.from({ length: 16 }, (_, i) => player(i));
  const orders = { clubId: 'c1', season: 1, week: 1, phase: 'season' as const, orders: {}, ready: false };
  const editor = { ...editorOf('Stonebury Rangers', lineup, null, squad, orders), lineup };

  it('GIVEN English THEN it reads as it always did', () => {
    expect(pitchPicture(editor).description).toBe(
      'Stonebury Rangers in 4-4-2 on the pitch: the XI with match ratings and form, as listed in the message.',
    );
    expect(pitchPicture(editor, 'en').description).toBe(pitchPicture(editor).description);
  });

  it('GIVEN German THEN it describes the pitch in German', () => {
    const text = pitchPicture(editor, 'de').description!;
    expect(text).toBe('Stonebury Rangers im 4-4-2 auf dem Platz: die Elf mit Spielnoten und Form, wie in der Nachricht aufgelistet.');
    expect(englishLines(text.replace('Stonebury Rangers', ''))).toEqual([]);
    expect(text).not.toMatch(UNTRANSLATED);
  });
});
