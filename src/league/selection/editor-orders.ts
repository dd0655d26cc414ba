import { withPlaces, lineupSlots } from '../../engine/selection/lineup-slots.js';
import type { Formation, Lineup, ScoreCondition, Tactics } from '../../engine/model/types.js';
import { violation } from '../../engine/model/violations.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput, RuleViolation } from '../errors.js';
import {
  bestXi,
  changeOrders,
  isReady,
  orderContext,
  ordersView,
  pickPlayer,
  selectionFor,
  withKind,
  xiForTactics,
  type ManagerInput,
  type OrderContext,
} from '../orders/orders.js';
import type { OrdersView } from '../shared/views.js';
import { lineupEditorView, type LineupEditorView } from './lineup-editor-view.js';

/**
 * /select's use cases: each reads the league, club, state and orders once, in
 * one transaction, changes the XI or its tactics, and answers with the editor.
 */
const editor = (ctx: OrderContext, next: Parameters<typeof lineupEditorView>[2], view: OrdersView): LineupEditorView =>
  lineupEditorView(ctx.state, ctx.club, next, view);

/** The editor as the XI stands. */
export async function lineupEditor(deps: LeagueDeps, input: ManagerInput): Promise<LineupEditorView> {
  return deps.db.transaction().execute(async (trx) => {
    const ctx = await orderContext(trx, input, false);
    const ready = await isReady(trx, ctx.league, ctx.club.id);
    return editor(ctx, ctx.orders, ordersView(ctx.league, ctx.club.id, ctx.orders, ready));
  });
}

/**
 * The best legal XI for a formation, its wide variant when asked; without a
 * formation, for the one the XI is in now (4-4-2 before any). Standing
 * tactics stay while they suit the new XI, unless tactics are given with it.
 */
export async function pickFormation(
  deps: LeagueDeps,
  input: ManagerInput & { formation?: Formation; wide?: boolean; tactics?: Tactics },
): Promise<LineupEditorView> {
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const current = ctx.orders.selection?.lineup ?? ctx.state.clubs[ctx.club.id]?.lineup;
      const best = bestXi(ctx, input.formation ?? current?.formation ?? '4-4-2');
      let selection = selectionFor(ctx, best, input.tactics);
      // The wide variant is the best XI re-placed: its tactics are judged against the XI just picked.
      if (input.wide) selection = selectionFor({ ...ctx, orders: withKind(ctx.orders, 'selection', selection) }, { ...best, variant: 'wide' });
      return withKind(ctx.orders, 'selection', selection);
    },
    null,
    editor,
  );
}

/** Puts a player in a place of the XI; if he already had another place, the two swap. */
export function placePlayer(lineup: Lineup, index: number, playerId: string): Lineup {
  const ids = lineupSlots(lineup).map((place) => place.playerId);
  const from = ids.indexOf(playerId);
  if (from >= 0) ids[from] = ids[index] ?? null;
  ids[index] = playerId;
  return withPlaces(lineup, ids);
}

export async function placeInLineup(deps: LeagueDeps, input: ManagerInput & { index: number; playerId: string }): Promise<LineupEditorView> {
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const lineup = ctx.orders.selection?.lineup ?? ctx.state.clubs[ctx.club.id]?.lineup;
      if (!lineup) throw new RuleViolation([violation('formation-needs-players', 'pick-formation-first')]);
      return withKind(ctx.orders, 'selection', selectionFor(ctx, placePlayer(lineup, input.index, input.playerId)));
    },
    null,
    editor,
  );
}

/** The tactics that stand now: this week's with the XI, else the club's standing ones. */
function currentTactics(ctx: OrderContext): Tactics {
  return ctx.orders.selection?.tactics ?? ctx.state.clubs[ctx.club.id]?.tactics ?? {};
}

type TacticSetting = { when: ScoreCondition; fromMinute: number } | null;

/** Rebound and Backs to the wall: each given is set (null turns it off); the other stays as it was. */
export async function setStandingTactics(
  deps: LeagueDeps,
  input: ManagerInput & { rebound?: TacticSetting; backsToTheWall?: TacticSetting },
): Promise<LineupEditorView> {
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const tactics: Tactics = { ...currentTactics(ctx) };
      if (input.rebound !== undefined) tactics.rebound = input.rebound;
      if (input.backsToTheWall !== undefined) tactics.backsToTheWall = input.backsToTheWall;
      return withKind(ctx.orders, 'selection', { lineup: xiForTactics(ctx), tactics });
    },
    null,
    editor,
  );
}

/**
 * A standing substitution (detailed engine): it replaces any earlier one for
 * the same substitute. The player coming off must be in the XI, the one coming on not.
 */
export async function setSubstitution(
  deps: LeagueDeps,
  input: ManagerInput & { on?: string; off?: string; fromMinute: number; when: ScoreCondition },
): Promise<LineupEditorView & { on: { id: string; name: string }; off: { id: string; name: string } }> {
  let on = { id: '', name: '' };
  let off = { id: '', name: '' };
  const view = await changeOrders(
    deps,
    input,
    (ctx) => {
      if (!input.on || !input.off) throw new InvalidInput({ key: 'refusal.substitute.both' });
      const named = (text: string) => {
        const id = pickPlayer(ctx, text, 'own');
        return { id, name: ctx.state.players[id]?.name ?? text };
      };
      on = named(input.on);
      off = named(input.off);
      const current = currentTactics(ctx);
      const lineup = xiForTactics(ctx);
      const xi = lineupSlots(lineup).map((place) => place.playerId);
      if (!xi.includes(off.id)) throw new InvalidInput({ key: 'refusal.substitute.offNotInXi', params: { player: off.name } });
      if (xi.includes(on.id)) throw new InvalidInput({ key: 'refusal.substitute.onInXi', params: { player: on.name } });
      const rule = { onId: on.id, offId: off.id, fromMinute: input.fromMinute, when: input.when };
      const substitutions = [...(current.substitutions ?? []).filter((s) => s.onId !== on.id), rule];
      return withKind(ctx.orders, 'selection', { lineup, tactics: { ...current, substitutions } });
    },
    null,
    editor,
  );
  return { ...view, on, off };
}

/** Clears every standing substitution. */
export async function clearSubstitutions(deps: LeagueDeps, input: ManagerInput): Promise<LineupEditorView> {
  return changeOrders(
    deps,
    input,
    (ctx) => withKind(ctx.orders, 'selection', { lineup: xiForTactics(ctx), tactics: { ...currentTactics(ctx), substitutions: [] } }),
    null,
    editor,
  );
}
