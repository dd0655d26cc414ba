import { POSITIONS } from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import type { LoanedOutView, PlayerView, SquadView } from '../../league/shared/views.js';
import { COLOURS, ability, divisionName, formMark, money, name, plural, positions } from './format.js';
import { ABILITY_FORM_LEGEND, SALE_WORDS, trainingPlanText, weeks } from './words.js';

function condition(player: PlayerView): string {
  if (player.injuryWeeks > 0) return ` · injured ${weeks(player.injuryWeeks)}`;
  if (player.own && player.niggle) return ' · niggle (fitness training only)';
  return '';
}

export function playerLine(player: PlayerView): string {
  const flags = `${player.potentialReached ? '*' : ''}${player.retiring ? '†' : ''}`;
  const training = player.own ? ` · ${trainingPlanText(player.trainingPlan)}` : '';
  const listed = player.listing ? ` · listed ${money(player.listing.askingPrice)} (${SALE_WORDS[player.listing.mode]})` : '';
  const loan = player.loanedFrom ? ` · on loan from ${name(player.loanedFrom)}` : '';
  return `**${name(player.name)}**${flags} ${positions(player.positions)} · ${ability(player.ability)} ${formMark(player.form)} · age ${player.age}${condition(player)}${training}${listed}${loan}`;
}

/** A player away on loan: where, and when he comes back. */
export function loanedOutLine(player: LoanedOutView): string {
  const back = player.matchesLeft === null ? 'to the season’s end' : `back after ${plural(player.matchesLeft, 'match', 'matches')}`;
  return `**${name(player.name)}** ${positions(player.positions)} · ${ability(player.ability)} · age ${player.age} · on loan at ${name(player.atClub)}, ${back}`;
}

/** The squad by natural position, goalkeepers first; own squads show training and condition. */
export function renderSquad(view: SquadView): APIEmbed {
  const byPosition = POSITIONS.map((position) => ({
    position,
    players: view.players.filter((player) => player.positions[0] === position).sort((a, b) => b.ability - a.ability),
  })).filter((group) => group.players.length > 0);
  const away = view.loanedOut ?? [];
  const lines = [
    ...byPosition.flatMap((group) => [`__${group.position}__`, ...group.players.map(playerLine)]),
    ...(away.length ? [`__Out on loan__${view.own ? ' (not in your selection)' : ''}`, ...away.map(loanedOutLine)] : []),
  ];
  const lineup = view.lineup ? `\nStanding lineup: ${view.lineup.formation}` : view.own ? '\nNo lineup yet: use /select.' : '';
  return {
    title: `${view.club.name} — ${divisionName(view.club.division)}`,
    description: `${lines.join('\n') || 'No players.'}${lineup}`,
    color: COLOURS.league,
    footer: {
      text: `${plural(view.players.length, 'player')} · ${ABILITY_FORM_LEGEND}${view.own ? ' · training: the plan and its week' : ''} · * potential reached · † retiring at season end`,
    },
  };
}
