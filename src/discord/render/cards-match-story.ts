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
function change(value: number): string {
  return `${value > 0 ? '+' : ''}${halves(value)} goal${Math.abs(value) > 2 ? 's' : ''}`;
}

/** "Royal Flush's 9♥ (level 5)", "Full House's reserve (level 0)", "Dummy XI 1's player (level 1)". */
function whose(club: string, player: StoryPlayer): string {
  const card = player.occupant === 'reserve' ? 'reserve' : player.occupant === 'dummy' ? 'player' : cardLabel(player.occupant);
  return `${club}'s ${card} (level ${player.level})`;
}

/** The changes of a step, the side named first first: "+½ goal for Royal Flush, −½ goal for Full House". */
function effects(first: StorySide, gains: Record<StorySide, number>, club: Record<StorySide, string>): string {
  const second: StorySide = first === 'home' ? 'away' : 'home';
  return [first, second]
    .filter((s) => gains[s] !== 0)
    .map((s) => `${change(gains[s])} for ${club[s]}`)
    .join(', ');
}

function sentence(step: StoryStep, club: Record<StorySide, string>): string {
  switch (step.kind) {
    case 'unmarked': {
      const them = step.player.side === 'home' ? 'away' : 'home';
      return `${whose(club[step.player.side], step.player)} is unmarked in ${step.player.zone} (${club[them]} have nobody in space ${step.facing}): ${effects(step.player.side, step.gains, club)}.`;
    }
    case 'duel': {
      const sameZone = step.first.zone === step.second.zone;
      const one = (p: StoryPlayer) => `${whose(club[p.side], p)}${sameZone ? '' : ` in ${p.zone}`}`;
      const where = sameZone ? ` in ${step.first.zone}` : '';
      if (!step.winner) return `${one(step.first)} and ${one(step.second)} are level${where}: no goal.`;
      const loser = step.winner === step.first ? step.second : step.first;
      return `${one(step.winner)} beats ${one(loser)}${where}: ${effects(step.winner.side, step.gains, club)}.`;
    }
    case 'keeper': {
      const them = step.side === 'home' ? 'away' : 'home';
      if (!step.keeper || step.gains[them] === 0)
        return `${club[step.side]} have ${step.keeper ? `a reserve keeper (level ${step.keeper.level})` : 'no keeper'}: no saves.`;
      const card = typeof step.keeper.occupant === 'string' && step.keeper.occupant.length === 2 ? ` ${cardLabel(step.keeper.occupant)}` : '';
      return `${club[step.side]}'s keeper${card} (level ${step.keeper.level}) saves: ${change(step.gains[them])} for ${club[them]}.`;
    }
    case 'luck': {
      const name = club[step.side];
      if (step.card === null) return `${name} draw no luck card (a dummy).`;
      const drew = `${name} drew ${cardLabel(step.card)} for luck`;
      if ('JQK'.includes(step.card[0]!)) return `${drew}: a picture card, no effect.`;
      if (step.gains[step.side] > 0) return `${drew}: the top suit (level 4), +1 goal.`;
      if (step.gains[step.side] < 0) return `${drew}: the bottom suit (level 1), −1 goal.`;
      return `${drew}: a middle suit, no effect.`;
    }
  }
}

/** The story in plain sentences, each with the running score after it; the kick-off first. */
export function storyLines(story: MatchStory, club: Record<StorySide, string>): string[] {
  return [
    `Kick-off: ${club.home} 0, ${club.away} −2 (the away side starts two goals down).`,
    ...story.steps.map((step) => `${sentence(step, club)} → ${halves(step.home)} v ${halves(step.away)}`),
  ];
}

/** Why a side's half goals end as its final score: half goals round down and a score below nothing is 0. */
export function finalWords(club: string, value: number, goals: number): string {
  if (value < 0) return `${club} ended on ${halves(value)}, and a score below nothing counts as 0`;
  if (value % 2 === 1) return `${club} ended on ${halves(value)}, and half goals round down to ${goals}`;
  return `${club} ended on ${goals}`;
}
