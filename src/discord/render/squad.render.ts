import { POSITIONS } from '../../league/state-views/rule-figures.js';
import type { APIEmbed } from 'discord.js';
import type { LoanedOutView, PlayerView, SquadView, TrainingPlanView } from '../../league/shared/views.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { COLOURS, name, positions } from './format.js';
import { abilityIn, formIn } from './form-words.js';
import { divisionIn } from './post-words.js';

function condition(locale: Locale, player: PlayerView): string {
  if (player.injuryWeeks > 0) return ` · ${t(locale, 'squad.injured', { weeks: player.injuryWeeks })}`;
  if (player.own && player.niggle) return ` · ${t(locale, 'squad.niggle')}`;
  return '';
}

/** "Ability training, week 3 of 10": the plan and how far he is through it. */
export function trainingPlanIn(locale: Locale, plan: TrainingPlanView | null): string {
  if (!plan) return t(locale, 'squad.training.none');
  const label = t(locale, 'squad.training.plan', { plan: plan.code });
  if (plan.weeks === null) return label;
  return t(locale, 'squad.training.progress', { plan: label, week: Math.min(plan.done + 1, plan.weeks), weeks: plan.weeks });
}

export function playerLine(player: PlayerView, locale: Locale = DEFAULT_LOCALE): string {
  const flags = `${player.potentialReached ? '*' : ''}${player.retiring ? '†' : ''}`;
  const training = player.own ? ` · ${trainingPlanIn(locale, player.trainingPlan)}` : '';
  const listed = player.listing ? ` · ${t(locale, 'squad.listed', { price: player.listing.askingPrice, mode: player.listing.mode })}` : '';
  const loan = player.loanedFrom ? ` · ${t(locale, 'squad.onLoanFrom', { club: name(player.loanedFrom) })}` : '';
  const age = t(locale, 'squad.age', { age: player.age });
  return `**${name(player.name)}**${flags} ${positions(player.positions)} · ${abilityIn(locale, player.ability)} ${formIn(locale, player.form)} · ${age}${condition(locale, player)}${training}${listed}${loan}`;
}

/** A player away on loan: where, and when he comes back. */
export function loanedOutLine(player: LoanedOutView, locale: Locale = DEFAULT_LOCALE): string {
  const back =
    player.matchesLeft === null ? t(locale, 'squad.loanBack.seasonEnd') : t(locale, 'squad.loanBack.after', { matches: player.matchesLeft });
  const loan = t(locale, 'squad.loanedAt', { club: name(player.atClub), back });
  return `**${name(player.name)}** ${positions(player.positions)} · ${abilityIn(locale, player.ability)} · ${t(locale, 'squad.age', { age: player.age })} · ${loan}`;
}

/** The squad by natural position, goalkeepers first; own squads show training and condition. */
export function renderSquad(view: SquadView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const byPosition = POSITIONS.map((position) => ({
    position,
    players: view.players.filter((player) => player.positions[0] === position).sort((a, b) => b.ability - a.ability),
  })).filter((group) => group.players.length > 0);
  const away = view.loanedOut ?? [];
  const awayHeading = `__${t(locale, 'squad.outOnLoan')}__${view.own ? ` ${t(locale, 'squad.outOnLoan.notSelectable')}` : ''}`;
  const lines = [
    ...byPosition.flatMap((group) => [
      `__${t(locale, `squad.position.${group.position}`)}__`,
      ...group.players.map((player) => playerLine(player, locale)),
    ]),
    ...(away.length ? [awayHeading, ...away.map((player) => loanedOutLine(player, locale))] : []),
  ];
  const lineup = view.lineup
    ? `\n${t(locale, 'squad.standingLineup', { formation: view.lineup.formation })}`
    : view.own
      ? `\n${t(locale, 'squad.noLineup')}`
      : '';
  const footer = [
    t(locale, 'squad.footer.players', { count: view.players.length }),
    t(locale, 'legend.ability'),
    t(locale, 'legend.form'),
    ...(view.own ? [t(locale, 'squad.footer.training')] : []),
    t(locale, 'squad.footer.marks'),
  ];
  return {
    title: `${view.club.name} — ${divisionIn(locale, view.club.division)}`,
    description: `${lines.join('\n') || t(locale, 'squad.noPlayers')}${lineup}`,
    color: COLOURS.league,
    footer: { text: footer.join(' · ') },
  };
}
