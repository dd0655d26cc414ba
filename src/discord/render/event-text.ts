import { violationText, violationsText } from '../../commentary/violation-text.js';
import { COMPETITION_NAMES, standName } from '../../league/state-views/rule-figures.js';
import { withArticle } from '../../commentary/grammar.js';
import { Commentator } from '../../commentary/render.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { escapeMarkdown } from '../text.js';
import { money, plural, signedMoney } from './format.js';
import { STAFF_LABELS } from './staff.render.js';
import { dealName } from './words.js';
import { immunityCards } from './deal.render.js';
import type { NameBook } from './names.js';
import { fortuneEventText } from './fortune-event-text.js';
import type { DealTerms } from '../../engine/deals/terms.js';

type Ev<T extends EngineEvent['type']> = Extract<EngineEvent, { type: T }>;

const LINEUP_SOURCES: Record<Ev<'lineup-chosen'>['source'], string> = {
  order: 'as ordered',
  standing: 'standing lineup',
  'kept-formation': 'his pick, with the AI filling the places of players who could not play',
  auto: 'picked by the AI',
};

function scorer(names: NameBook, id: string | null, kind: string | null): string {
  if (kind === 'anonymous') return 'their forward';
  if (kind === 'youth' || id === null) return 'a youth-team player';
  return names.player(id);
}

function shotText(e: Ev<'shot'>, n: NameBook): string {
  const who = scorer(n, e.shooterId, e.shooterKind);
  const mods = [e.lineModifier ? `${e.lineModifier}` : '', e.rebound ? '+2 rebound' : ''].filter(Boolean).join(' ');
  const attack = `🎲${e.roll} + ${e.rating}${mods ? ` ${mods}` : ''} = ${e.total}`;
  const save = `keeper 🎲${e.keeperRoll} + ${e.keeperRating} = ${e.saveTotal}`;
  return `${e.minute}' ${who} (${n.club(e.clubId)}) shoots from ${e.line}: ${attack} v ${save} — ${e.saved ? 'saved' : 'beats the keeper'}`;
}

function goalText(e: Ev<'goal'>, n: NameBook): string {
  const assist = e.assistKind && e.assistRoll !== null ? `, assist ${scorer(n, e.assistId, e.assistKind)} (🎲${e.assistRoll})` : '';
  return `${e.minute}' ⚽ GOAL ${n.club(e.clubId)}: ${scorer(n, e.scorerId, e.scorerKind)}${assist}. ${e.homeGoals}–${e.awayGoals}`;
}

/**
 * One line of text for an event, with its dice where dice decided it.
 * Every event has a line: kinds added later read as their name until they get their own.
 */
export function eventText(event: EngineEvent, n: NameBook): string {
  const e = event as EngineEvent & Record<string, unknown>;
  switch (event.type) {
    case 'week-started':
      return `Season ${event.season}, week ${event.week}`;
    case 'money':
      return `${n.club(event.clubId)}: ${signedMoney(event.amount)} ${event.detail || event.reason} (balance ${money(event.balance)})`;
    case 'training-completed':
      return `${n.player(event.playerId)} (${n.club(event.clubId)}) completes ${event.code} training`;
    case 'form-changed':
      return `${n.player(event.playerId)} (${n.club(event.clubId)}) form ${event.from} → ${event.to}: ${event.cause}`;
    case 'team-news':
      return `${n.club(event.clubId)} team news 🎲${event.roll}: ${event.depleted ? 'depleted side' : 'full side'}`;
    case 'match-started':
      return `0' Kick-off (${event.engine} engine): ${n.club(event.home.clubId)} ${plural(event.home.shots, 'shot')}, ${n.club(event.away.clubId)} ${plural(event.away.shots, 'shot')}`;
    case 'shot':
      return shotText(event, n);
    case 'goal':
      return goalText(event, n);
    case 'goal-cancelled':
      return `${event.minute}' 🧱 Backs to the wall: ${n.club(event.byClubId)} cancel ${n.club(event.clubId)}'s goal. ${event.homeGoals}–${event.awayGoals}`;
    case 'full-time':
      return `90' Full time: ${n.club(event.homeId)} ${event.homeGoals}–${event.awayGoals} ${n.club(event.awayId)}`;
    case 'training-blocked':
      return `${n.player(event.playerId)} cannot train ${event.code}: ${violationText('en', event.reason)}`;
    case 'order-rejected':
      return `${n.club(event.clubId)}: ${event.order} order not carried out: ${violationsText('en', event.violations)}`;
    case 'lineup-chosen':
      return `${n.club(event.clubId)} line up ${event.lineup.formation} (${LINEUP_SOURCES[event.source]})`;
    case 'injury':
      return `🩹 ${n.player(event.playerId)} (${n.club(event.clubId)}) 🎲${event.roll.join('+')}, table 🎲${event.tableRoll.join('+')}: ${event.weeks > 0 ? `out ${plural(event.weeks, 'week')}` : 'a niggle (fitness training only)'}${event.clubDoctor ? ' after the Club Doctor' : ''}`;
    case 'injury-recovered':
      return `${n.player(event.playerId)} (${n.club(event.clubId)}) is fit again`;
    case 'result':
      return `${n.club(event.homeId)} ${event.homeGoals}–${event.awayGoals} ${n.club(event.awayId)}${event.chart ? ` (results chart 🎲${event.chart.roll.join('+')})` : ''}`;
    case 'transferred':
      return event.toClubId
        ? `✍️ ${event.name} joins ${n.club(event.toClubId)}${event.fromClubId ? ` from ${n.club(event.fromClubId)}` : ''} for ${money(event.fee)}`
        : event.fromClubId
          ? `${event.name} leaves ${n.club(event.fromClubId)} for a club outside the league, for ${money(event.fee)}`
          : `${event.name} signs for a club outside the league, for ${money(event.fee)}`;
    case 'player-listed':
      return `📋 ${event.name} (${event.position}, ${event.ability.toFixed(1)}, age ${event.age}) listed at ${money(event.listing.askingPrice)}`;
    case 'sealed-bids':
      // Public text never shows amounts: only a completed deal's fee is news.
      return `${n.player(event.playerId)}: ${plural(event.bids.length, 'sealed bid')}`;
    case 'sale-changed':
      return event.mode === 'unlist'
        ? `${n.player(event.playerId)} is taken off the list`
        : `${n.club(event.clubId)} list ${n.player(event.playerId)} (${event.mode} sale)`;
    case 'transfer-request':
      return `${n.player(event.playerId)} asks ${n.club(event.clubId)} for a transfer after ${event.gamesMissed} of ${event.games} games missed`;
    case 'transfer-request-settled':
      return `${n.player(event.playerId)} ${event.kept ? `stays on ${n.club(event.clubId)}'s transfer list` : `comes off ${n.club(event.clubId)}'s transfer list`}`;
    case 'retired':
      return `${event.name} retires`;
    case 'staff-hired':
    case 'staff-fired':
      return `${n.club(event.clubId)} ${event.type === 'staff-hired' ? 'hire' : 'let go'} ${withArticle(STAFF_LABELS[event.role])}`;
    case 'build-started':
      return `🏗️ ${n.club(event.clubId)} start building the ${standName(event.stand)} (${event.kind}, ${money(event.cost)}, ${plural(event.weeks, 'week')})`;
    case 'build-completed':
      return `🏟️ ${n.club(event.clubId)} open their rebuilt ${standName(event.stand)}`;
    case 'sponsor-signed':
      return `${n.club(event.clubId)} sign ${event.name}: ${money(event.amount)} for a ${dealName(event.years)} (🎲${event.roll}${event.modifier ? ` ${event.modifier > 0 ? '+' : ''}${event.modifier}` : ''} = ${event.total})`;
    case 'detailed-goal':
      return `${event.minute}${event.added ? `+${event.added}` : ''}' ⚽ GOAL ${n.club(event.clubId)}: ${event.ownGoal ? 'own goal' : scorer(n, event.scorerId, 'player')}${event.assistId ? `, assist ${n.player(event.assistId)}` : ''}. ${event.homeGoals}–${event.awayGoals}`;
    case 'deal-done':
      return dealText(event.terms, n);
    case 'deal-lapsed':
      return `${dealText(event.terms, n)}: not carried out`;
    case 'loan-returned':
      return `🔁 ${n.player(event.playerId)} returns to ${n.club(event.clubId)} from his loan at ${n.club(event.borrowerId)}`;
    case 'cup-tie-started':
      return `${n.club(event.homeId)} v ${n.club(event.awayId)}${event.neutral ? ' (neutral ground)' : ''}`;
    case 'cup-tie': {
      const how =
        event.decidedBy === 'chart'
          ? ` (results chart 🎲${event.chart?.roll.join('+') ?? ''})`
          : event.decidedBy === 'walkover'
            ? ' (walkover)'
            : event.extraTime
              ? ' after extra time'
              : '';
      const pens = event.penalties ? `, ${event.penalties.home}–${event.penalties.away} on penalties` : '';
      return `${n.club(event.homeId)} ${event.homeGoals}–${event.awayGoals} ${n.club(event.awayId)}${how}${pens}: ${n.club(event.winnerId)} go through`;
    }
    case 'cup-shoot-out':
      return `Penalties: ${n.club(event.homeId)} ${event.homeScore}–${event.awayScore} ${n.club(event.awayId)}${event.decidedByDie ? ' (a die settled it)' : ''}`;
    case 'cup-won':
      return `🏆 ${n.club(event.winnerId)} win the ${COMPETITION_NAMES[event.competition]}, beating ${n.club(event.runnerUpId)} in the final`;
    default:
      return fortuneEventText(event, n) ?? genericText(e, n);
  }
}

function dealText(terms: DealTerms, n: NameBook): string {
  if (terms.kind === 'loan') return `🔁 ${n.player(terms.playerId)} on loan from ${n.club(terms.ownerId)} to ${n.club(terms.borrowerId)}`;
  const moves = [
    ...terms.give.map((id) => `${n.player(id)} to ${n.club(terms.toClubId)}`),
    ...terms.get.map((id) => `${n.player(id)} to ${n.club(terms.fromClubId)}`),
  ];
  const cards = terms.immunity ?? 0;
  if (cards !== 0) moves.push(`${immunityCards(Math.abs(cards))} to ${n.club(cards > 0 ? terms.toClubId : terms.fromClubId)}`);
  return `🤝 Deal between ${n.club(terms.fromClubId)} and ${n.club(terms.toClubId)}${moves.length ? `: ${moves.join(', ')}` : ''}`;
}

/** A readable line for an event kind this renderer does not know by name yet. */
function genericText(e: Record<string, unknown>, n: NameBook): string {
  const who = [typeof e.playerId === 'string' ? n.player(e.playerId) : null, typeof e.clubId === 'string' ? n.club(e.clubId) : null]
    .filter(Boolean)
    .join(', ');
  const minute = typeof e.minute === 'number' ? `${e.minute}' ` : '';
  return `${minute}${String(e.type).replace(/-/g, ' ')}${who ? `: ${who}` : ''}`;
}

/** Names are chosen by users: markdown in them is shown as typed. */
export function escapedNames(names: NameBook): NameBook {
  return { player: (id) => escapeMarkdown(names.player(id)), club: (id) => escapeMarkdown(names.club(id)) };
}

/**
 * Lines for a run of events: the commentator's words (minutes, dice in
 * brackets) where it tells the event, this renderer's line otherwise. A fresh
 * commentator per run keeps the phrasing the same each time a run is drawn.
 */
export function eventLines(events: readonly EngineEvent[], names: NameBook, options: ConstructorParameters<typeof Commentator>[1] = {}): string[] {
  const n = escapedNames(names);
  const commentator = new Commentator(n, options);
  return events.map((event) => commentator.line(event)?.trim() || eventText(event, n));
}
