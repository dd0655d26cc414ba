import type { APIEmbed } from 'discord.js';
import type { CupRoundAfterWeek } from '../../league/index.js';
import { stageTitle } from './cup.render.js';

/**
 * /league fixtures and results in a league with cups: the cup and European rounds played after the week shown,
 * pointing to /cup for their ties; with no week named, a pointer to /cup. A league without cups is left as it is.
 */
export function withCupRounds(embed: APIEmbed, input: { cups: boolean; week?: number; rounds: readonly CupRoundAfterWeek[] }): APIEmbed {
  if (!input.cups) return embed;
  const field =
    input.week !== undefined && input.rounds.length
      ? {
          name: `After week ${input.week}`,
          value: `${input.rounds.map((r) => stageTitle(r.competitions, r.roundName)).join(', ')}: the ties and scores are in \`/cup\`.`,
        }
      : {
          name: 'Cups',
          value:
            input.week !== undefined
              ? `No cup round follows week ${input.week}; the cup and European ties are in \`/cup\`.`
              : 'The cup and European ties are in `/cup`.',
        };
  return { ...embed, fields: [...(embed.fields ?? []), field] };
}
