import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { ClubOrders } from '../../engine/model/orders.js';
import { lineupSlots } from '../../engine/selection/lineup-slots.js';
import { matchRating, YOUTH_RATING } from '../../engine/selection/match-rating.js';
import type { LeagueState, Line, Lineup, SlotPosition, Tactics } from '../../engine/model/types.js';
import { squadOfClub } from '../state-views/club-views.js';
import type { OrdersView, PlayerView } from '../shared/views.js';

/** One place in the XI with the player in it and his match rating there (rulebook, "Selection"). */
export interface EditorSlot {
  index: number;
  line: Line;
  slot: SlotPosition;
  player: PlayerView | null;
  rating: number;
}

/** The XI being edited, with every rating the editor shows worked out. */
export interface LineupEditorView extends OrdersView {
  clubName: string;
  /** This week's selection if one was given, else the standing lineup; null before any. */
  lineup: Lineup | null;
  tactics: Tactics | null;
  players: PlayerView[];
  /** The XI's places in match order; empty without a lineup. */
  slots: EditorSlot[];
  /** For each place, the squad ranked for it: fit players before injured ones, then the best rating there first. */
  candidates: { player: PlayerView; rating: number }[][];
  totalRating: number;
}

/** The XI's places in match order, each with its player and his match rating there. */
export function editorSlots(lineup: Lineup, players: readonly PlayerView[]): EditorSlot[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  return lineupSlots(lineup).map((place, index) => {
    const player = place.playerId ? (byId.get(place.playerId) ?? null) : null;
    return { index, line: place.line, slot: place.slot, player, rating: player ? matchRating(player, place.slot) : YOUTH_RATING };
  });
}

/** The editor of an XI picked from these players. */
export function editorOf(
  clubName: string,
  lineup: Lineup | null,
  tactics: Tactics | null,
  players: PlayerView[],
  view: OrdersView,
): LineupEditorView {
  const slots = lineup ? editorSlots(lineup, players) : [];
  const candidates = slots.map((target) =>
    players
      .map((player) => ({ player, rating: matchRating(player, target.slot) }))
      .sort((a, b) => Number(a.player.injuryWeeks > 0) - Number(b.player.injuryWeeks > 0) || b.rating - a.rating),
  );
  return { ...view, clubName, lineup, tactics, players, slots, candidates, totalRating: slots.reduce((sum, s) => sum + s.rating, 0) };
}

/** The editor of the manager's XI, from the state and his orders as they now stand. */
export function lineupEditorView(state: LeagueState, club: ClubHeader, orders: ClubOrders, view: OrdersView): LineupEditorView {
  const squad = squadOfClub(state, club, club.id, orders);
  return editorOf(club.name, squad.lineup, squad.tactics, squad.players, view);
}
