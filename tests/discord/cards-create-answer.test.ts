import { describe, expect, it } from 'vitest';
import { scheduleIn } from '../../src/discord/render/schedule-words.js';
import { t } from '../../src/i18n/translate.js';
import type { DeadlineSchedule } from '../../src/league/shared/views.js';
import { englishLines } from '../support/english-words.js';

const schedule: DeadlineSchedule = { kind: 'weekly', days: [1, 4], time: '20:00', timeZone: 'Europe/London' };
const values = (locale: 'en' | 'de', managers: number, seasons: number) => ({
  league: 'Kartenrunde',
  managers,
  seasons,
  schedule: scheduleIn(locale, schedule),
});

describe('/league create game:cards, told to the channel', () => {
  it.each([
    [4, 3, '4 clubs', '3 seasons'],
    [1, 1, '1 club', '1 season'],
  ])('GIVEN %i managers and %i seasons in English THEN it reads as it always did', (managers, seasons, clubs, length) => {
    expect(t('en', 'cards.create.open', values('en', managers, seasons))).toBe(
      `**Kartenrunde**, a cards league, is open in this channel: ${clubs} for managers, padded with dummies, ${length}, deadlines Monday, Thursday at 20:00 (Europe/London).\n` +
        'Take a club with `/league join`; a league admin starts the game with `/league start`. Then see your cards with `/hand`.',
    );
  });

  it('GIVEN a league that speaks German THEN the channel reads German, the commands as a German Discord names them', () => {
    const text = t('de', 'cards.create.open', values('de', 4, 3));
    expect(text).toBe(
      '**Kartenrunde**, eine Kartenliga, ist in diesem Kanal eröffnet: 4 Vereine für Manager, aufgefüllt mit Strohmännern, 3 Saisons, Fristen Montag, Donnerstag um 20:00 Uhr (Europe/London).\n' +
        'Übernimm einen Verein mit `/liga beitreten`; ein Liga-Admin startet das Spiel mit `/liga anpfiff`. Deine Karten zeigt dann `/blatt`.',
    );
    expect(englishLines(text)).toEqual([]);
  });
});
