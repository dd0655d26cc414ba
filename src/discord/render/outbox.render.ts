import type { APIEmbed } from 'discord.js';
import type { MatchMessage, OutboxPayload, TransferNewsMessage, WeekSummaryMessage } from '../../league/index.js';
import { relativeTime } from '../mentions.js';
import { bestPredictorLine } from './predictions.render.js';
import { managerOfTheMonthLine } from './awards.render.js';
import { allReadyDraft, directReminderDraft, reminderDraft } from '../reminders.js';
import type { Draft } from '../split.js';
import { renderClubNews } from './club-news.render.js';
import { eventLines } from './event-text.js';
import { COLOURS, ability, divisionName, money, name, positions } from './format.js';
import { renderCardsLots, renderCardsMatch, renderCardsStep } from './cards.render.js';
import { renderSeasonReview } from './league.render.js';
import { renderMatch } from './match.render.js';
import { renderCupDraw, renderCupResults, renderCupTie } from './cup.render.js';
import { stepLabel } from './step-label.js';
import { nameBook, type NameBook } from './names.js';
import { renderTableMessage } from './table.render.js';
import { stepName } from '../../league/state-views/step-name.js';
import { renderGameOver, renderSeasonPoints } from './fortunes.render.js';
import { renderDealNews, renderOfferEnd, renderOfferNotice, renderOfferNoticeEnded } from './deal.render.js';
import { renderFortunesTurn } from './fortunes-game.render.js';
import { renderWeekStory } from './week-story.render.js';

export function renderWeekSummary(message: WeekSummaryMessage, n: NameBook): APIEmbed[] {
  const step = stepLabel(message);
  const byDivision = new Map<number, string[]>();
  for (const r of message.results) {
    byDivision.set(r.division, [
      ...(byDivision.get(r.division) ?? []),
      `${name(r.home.name)} **${r.homeGoals}–${r.awayGoals}** ${name(r.away.name)}`,
    ]);
  }
  const deadline = message.nextDeadline ? `Next deadline ${relativeTime(new Date(message.nextDeadline))}.` : '';
  const summary: APIEmbed = {
    title: `${message.leagueName}: ${step} played`,
    description: [
      [deadline, 'Give next week’s orders, then `/ready`.'].filter(Boolean).join(' '),
      managerOfTheMonthLine(message.managerOfTheMonth),
      bestPredictorLine(message.predictors),
    ]
      .filter(Boolean)
      .join('\n'),
    color: COLOURS.league,
    fields: [...byDivision].sort(([a], [b]) => a - b).map(([division, lines]) => ({ name: divisionName(division), value: lines.join('\n') })),
  };
  const news = renderClubNews(message.events, n, message.managedClubIds);
  // News that nets out to nothing (a player's form up and back down) leaves no "Around the clubs".
  return news.fields?.length ? [summary, news] : [summary];
}

export function renderTransferNews(message: TransferNewsMessage, n: NameBook): APIEmbed {
  const listings = message.newListings.map(
    (l) =>
      `${name(l.player.name)} ${positions(l.player.positions)} · ${ability(l.player.ability)} · age ${l.player.age} — ${money(l.askingPrice)}${l.sellerName ? ` (${name(l.sellerName)})` : ''}`,
  );
  // New listings have their own field; their events would say the same again.
  const events = listings.length > 0 ? message.events.filter((e) => e.type !== 'player-listed') : message.events;
  return {
    title: `Transfer news: season ${message.season}, ${stepName({ week: message.week, phase: 'season', cupStep: message.cupStep })}`,
    color: COLOURS.transfer,
    description: eventLines(events, n).join('\n') || 'No deals done this week.',
    ...(listings.length > 0 ? { fields: [{ name: 'New on the transfer list', value: listings.join('\n') }] } : {}),
  };
}

/** The names a post carries, for its events to refer to. */
export function postNameBook(payload: OutboxPayload): NameBook {
  switch (payload.kind) {
    case 'week-summary':
    case 'match':
    case 'transfer-news':
    case 'cup-tie':
      return nameBook(payload.message.names.players, payload.message.names.clubs, 'locale' in payload.message ? payload.message.locale : undefined);
    default:
      return nameBook({}, {});
  }
}

/** The message for one outbox row, before it is cut to Discord's limits. */
export function renderOutbox(payload: OutboxPayload, n: NameBook): Draft {
  switch (payload.kind) {
    case 'week-summary':
      return { embeds: renderWeekSummary(payload.message, n) };
    case 'match':
      return { embeds: [renderMatch(payload.message as MatchMessage, n)] };
    case 'table':
      return { embeds: renderTableMessage(payload.message, payload.message.locale) };
    case 'transfer-news':
      return { embeds: [renderTransferNews(payload.message, n)] };
    case 'season-review':
      return { embeds: renderSeasonReview(payload.message, payload.message.locale) };
    case 'reminder':
      return reminderDraft(payload.message);
    case 'all-ready':
      return allReadyDraft(payload.message);
    case 'game-over':
      return { embeds: [renderGameOver(payload.message)] };
    case 'season-points':
      return { embeds: [renderSeasonPoints(payload.message)] };
    case 'deal-offer':
      return renderOfferNotice(payload.message);
    case 'deal-ended':
      return renderOfferEnd(payload.message);
    case 'deal-offer-ended':
      return renderOfferNoticeEnded(payload.message);
    case 'deal-news':
      return { embeds: [renderDealNews(payload.message)] };
    case 'cards-match':
      return { embeds: [renderCardsMatch(payload.message, payload.message.locale)] };
    case 'cards-step':
      return { embeds: renderCardsStep(payload.message, payload.message.locale) };
    case 'cards-lots':
      return { embeds: [renderCardsLots(payload.message, payload.message.locale)] };
    case 'fortunes-turn':
      return { embeds: renderFortunesTurn(payload.message) };
    case 'cup-draw':
      return { embeds: [renderCupDraw(payload.message, payload.message.locale)] };
    case 'cup-results':
      return { embeds: [renderCupResults(payload.message, payload.message.locale)] };
    case 'cup-tie':
      return { embeds: renderCupTie(payload.message, n) };
    case 'week-story':
      return { embeds: renderWeekStory(payload.message) };
    case 'direct-reminder':
      return directReminderDraft(payload.message);
    default:
      // A kind written by a newer version: fail the row loudly, so it is retried once this one is updated.
      throw new Error(`no renderer for outbox kind ${(payload as { kind: string }).kind}`);
  }
}
