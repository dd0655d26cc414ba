import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { MatchStory, StoryPlayer, StorySide, StoryStep } from '../../league/index.js';
import { cardLabel } from './card-label.js';

/** "1½", "−½", "0": half goals as a reader counts them. */
export function halves(value: number): string {
  const whole = Math.floor(Math.abs(value) / 2);
  const half = Math.abs(value) % 2 === 1 ? '½' : '';
  const digits = whole === 0 && half ? half : `${whole}${half}`;
  return value < 0 ? `−${digits}` : digits;
}

/** "+½ goal", "−2 goals": a change of the score. */
function change(value: number, locale: Locale): string {
  return t(locale, 'cards.story.change', { value: `${value > 0 ? '+' : ''}${halves(value)}`, many: Math.abs(value) > 2 ? 'yes' : 'no' });
}

/** "Royal Flush's 9♥ (level 5)", "Full House's reserve (level 0)", "Dummy XI 1's player (level 1)". */
function whose(club: string, player: StoryPlayer, locale: Locale, beaten = false): string {
  const params = { club, level: player.level };
  if (player.occupant === 'reserve') return t(locale, beaten ? 'cards.story.whoseReserveBeaten' : 'cards.story.whoseReserve', params);
  if (player.occupant === 'dummy') return t(locale, beaten ? 'cards.story.whosePlayerBeaten' : 'cards.story.whosePlayer', params);
  return t(locale, 'cards.story.whose', { ...params, card: cardLabel(player.occupant) });
}

/** The changes of a step, the side named first first: "+½ goal for Royal Flush, −½ goal for Full House". */
function effects(first: StorySide, gains: Record<StorySide, number>, club: Record<StorySide, string>, locale: Locale): string {
  const second: StorySide = first === 'home' ? 'away' : 'home';
  return [first, second]
    .filter((s) => gains[s] !== 0)
    .map((s) => t(locale, 'cards.story.effect', { change: change(gains[s], locale), club: club[s] }))
    .join(', ');
}

function sentence(step: StoryStep, club: Record<StorySide, string>, locale: Locale): string {
  switch (step.kind) {
    case 'unmarked': {
      const them = step.player.side === 'home' ? 'away' : 'home';
      return t(locale, 'cards.story.unmarked', {
        player: whose(club[step.player.side], step.player, locale),
        where: t(locale, 'cards.story.zoneIn', { zone: step.player.zone }),
        them: club[them],
        facing: step.facing,
        effects: effects(step.player.side, step.gains, club, locale),
      });
    }
    case 'duel': {
      const sameZone = step.first.zone === step.second.zone;
      const zoneIn = (p: StoryPlayer) => ` ${t(locale, 'cards.story.zoneIn', { zone: p.zone })}`;
      const one = (p: StoryPlayer, beaten = false) => `${whose(club[p.side], p, locale, beaten)}${sameZone ? '' : zoneIn(p)}`;
      const where = sameZone ? zoneIn(step.first) : '';
      if (!step.winner) return t(locale, 'cards.story.level', { first: one(step.first), second: one(step.second), where });
      const loser = step.winner === step.first ? step.second : step.first;
      return t(locale, 'cards.story.beats', {
        winner: one(step.winner),
        loser: one(loser, true),
        where,
        effects: effects(step.winner.side, step.gains, club, locale),
      });
    }
    case 'keeper': {
      const them = step.side === 'home' ? 'away' : 'home';
      if (!step.keeper || step.gains[them] === 0)
        return step.keeper
          ? t(locale, 'cards.story.reserveKeeper', { club: club[step.side], level: step.keeper.level })
          : t(locale, 'cards.story.noKeeper', { club: club[step.side] });
      const card = typeof step.keeper.occupant === 'string' && step.keeper.occupant.length === 2 ? ` ${cardLabel(step.keeper.occupant)}` : '';
      return t(locale, 'cards.story.saves', {
        club: club[step.side],
        card,
        level: step.keeper.level,
        change: change(step.gains[them], locale),
        them: club[them],
      });
    }
    case 'luck': {
      const name = club[step.side];
      if (step.card === null) return t(locale, 'cards.story.noLuck', { club: name });
      const params = { club: name, card: cardLabel(step.card) };
      if ('JQK'.includes(step.card[0]!)) return t(locale, 'cards.story.luckPicture', params);
      if (step.gains[step.side] > 0) return t(locale, 'cards.story.luckTop', params);
      if (step.gains[step.side] < 0) return t(locale, 'cards.story.luckBottom', params);
      return t(locale, 'cards.story.luckMiddle', params);
    }
  }
}

/** A sentence that opens with "der Spieler von …" starts with its capital. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The story in plain sentences, each with the running score after it; the kick-off first. */
export function storyLines(story: MatchStory, club: Record<StorySide, string>, locale: Locale = 'en'): string[] {
  return [
    t(locale, 'cards.story.kickOff', { home: club.home, away: club.away }),
    ...story.steps.map((step) =>
      t(locale, 'cards.story.running', { sentence: capitalised(sentence(step, club, locale)), home: halves(step.home), away: halves(step.away) }),
    ),
  ];
}

/** Why a side's half goals end as its final score: half goals round down and a score below nothing is 0. */
export function finalWords(club: string, value: number, goals: number, locale: Locale = 'en'): string {
  if (value < 0) return t(locale, 'cards.story.endBelow', { club, value: halves(value) });
  if (value % 2 === 1) return t(locale, 'cards.story.endHalf', { club, value: halves(value), goals });
  return t(locale, 'cards.story.end', { club, goals });
}
