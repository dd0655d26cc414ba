import type { ScoutRequest } from '../../engine/model/orders.js';

type Facet = Exclude<ScoutRequest['facet'], 'prefer'>;

/**
 * What each request asks of the Chief Scout, in the rulebook's terms ("Chief
 * Scout"): the command's choices and every summary read from here.
 */
export const SCOUT_CHOICES = {
  age: [
    { shift: -2, name: 'Younger, two places left on the age chart' },
    { shift: -1, name: 'Younger, one place left on the age chart' },
    { shift: 1, name: 'Older, one place right on the age chart' },
    { shift: 2, name: 'Older, two places right on the age chart' },
  ],
  position: [
    { shift: -1, name: 'One roll down the position chart (SB→GK, CB→SB, CM→CB, SM→CM, CF→SM)' },
    { shift: 1, name: 'One roll up the position chart (GK→SB, SB→CB, CB→CM, CM→SM, SM→CF)' },
  ],
  ability: [
    { shift: 1, name: 'Better, one more on the ability dice (an 8 becomes 8.5)' },
    { shift: -1, name: 'Worse, one less on the ability dice (an 8.5 becomes 8)' },
  ],
} as const satisfies Record<Facet, readonly { shift: number; name: string }[]>;

/** One line for a request standing this week. */
export function describeScoutRequest(request: ScoutRequest): string {
  if (request.facet === 'prefer') {
    const wishes = [
      request.position ? `a ${request.position}` : '',
      request.better ? 'better ability' : '',
      request.younger ? 'a younger player' : '',
    ];
    return `a standing preference for ${wishes.filter(Boolean).join(', then ') || 'nothing in particular'}`;
  }
  const choice = (SCOUT_CHOICES[request.facet] as readonly { shift: number; name: string }[]).find((c) => c.shift === request.shift);
  return choice ? lowerFirst(choice.name) : `${request.facet} moved ${request.shift}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
