import type { DiscordEmulator, EmulatedUser } from '../tests/emulator/emulator.js';
import type { StoredMessage } from '../tests/emulator/messages.js';
import { posts } from '../tests/e2e/support/channel.js';

export const DEAL_MOVES = [
  'trade offer',
  'trade offer to an AI club',
  'loan offer',
  'sale listed',
  'Fortunes offer with Immunity cards',
  'card offer',
  "offer's button pressed by its manager",
  "offer's button pressed by the wrong manager",
  'counter-offer sent',
] as const;
export type DealMove = (typeof DEAL_MOVES)[number];

type Values = Record<string, string | number | boolean>;

/** What a soak manager's deal needs: the emulator, the soak's seeded choices, and its way to send a command. */
export interface DealTable {
  emu: DiscordEmulator;
  random: { next(): number; int(least: number, most: number): number; pick<T>(items: readonly T[]): T; chance(p: number): boolean };
  game: 'football' | 'detailed' | 'live' | 'fortunes' | 'cards';
  channelId: string;
  managers: EmulatedUser[];
  /** Sends a command as a manager (counted as an interaction; a refusal is an answer too). */
  ask(manager: EmulatedUser, invocation: string, values?: Values): Promise<void>;
  /** A manager types into an autocompleted option: the choices offered (counted as an interaction). */
  choices(manager: EmulatedUser, invocation: string, option: string, values?: Values): Promise<{ name: string; value: string }[]>;
  /** A button press or a form sent (counted as an interaction); a refusal or a disabled button is an answer too. */
  press(run: () => Promise<unknown>): Promise<unknown>;
  moves: Record<DealMove, number>;
}

const NOBODY = 'nobody of that name';

/**
 * One manager's deal, legal or not (the rules refuse the others with a private answer and change nothing): a trade
 * of players and money to the other manager or an AI club, a loan either way, a player listed for sale or taken off
 * the list, Immunity cards in Football Fortunes, cards and money in a cards league; or a press on a button of one
 * of the channel's offer notices, by the manager it was made to or by the other.
 */
export async function dealMove(table: DealTable): Promise<void> {
  const { random } = table;
  const manager = random.pick(table.managers);
  const other = table.managers.find((m) => m !== manager)!;
  const count = (move: DealMove) => (table.moves[move] += 1);
  if (random.chance(0.6) && (await pressOfferButton(table))) return;
  if (table.game === 'cards') return cardOffer(table, manager, other, count);
  const roll = random.next();
  if (table.game === 'fortunes' && roll < 0.3) {
    // Immunity cards either way: legal while the giver has them, refused when he has not (or it is to his own club).
    count('Fortunes offer with Immunity cards');
    const give = await one(table, manager, '/trade offer', 'give', { manager: other.id });
    const immunity = random.pick([1, 1, 2, -1, -2, 3, -3]);
    const to = random.chance(0.1) ? manager.id : other.id;
    return table.ask(manager, '/trade offer', { manager: to, immunity, ...(give && random.chance(0.5) ? { give } : {}) });
  }
  if (roll < 0.45) {
    count('loan offer');
    // Lend one of his own, or borrow one of theirs; refused: to his own club, a player of neither, a fee he cannot pay.
    const lend = random.chance(0.5);
    const player = await one(table, manager, '/loan offer', 'player', lend ? {} : { manager: other.id });
    const kind = random.int(0, 5);
    if (kind === 0) return table.ask(manager, '/loan offer', { manager: manager.id, player: player ?? NOBODY, fee: 1_000 });
    if (kind === 1) return table.ask(manager, '/loan offer', { manager: other.id, player: NOBODY, fee: 5_000 });
    if (kind === 2) return table.ask(manager, '/loan offer', { manager: other.id, player: player ?? NOBODY, fee: 90_000_000 });
    return table.ask(manager, '/loan offer', {
      manager: other.id,
      player: player ?? NOBODY,
      fee: random.int(0, 40) * 1_000,
      ...(random.chance(0.5) ? { matches: random.int(1, 8) } : {}),
    });
  }
  if (roll < 0.7) {
    count('sale listed');
    const player = await one(table, manager, '/sell', 'player');
    if (random.chance(0.15)) return table.ask(manager, '/unlist', { player: player ?? NOBODY });
    return table.ask(manager, '/sell', { player: random.chance(0.15) ? NOBODY : (player ?? NOBODY), mode: random.pick(['full', 'quick']) });
  }
  if (roll < 0.85) {
    // An AI club answers at once: a deal it accepts is carried out with the next week, through the books.
    count('trade offer to an AI club');
    const clubs = await table.choices(manager, '/trade offer', 'club');
    const ai = clubs.filter((c) => c.name.endsWith('(AI)'));
    const club = ai.length > 0 ? random.pick(ai).value : undefined;
    if (!club) return table.ask(manager, '/trade offer', { club: 'no club of that name', money: 1_000 });
    const get = await one(table, manager, '/trade offer', 'get', { club });
    const give = await one(table, manager, '/trade offer', 'give', { club });
    return table.ask(manager, '/trade offer', {
      club,
      ...(get ? { get } : {}),
      ...(give && random.chance(0.5) ? { give } : {}),
      money: random.int(0, 60) * 5_000,
    });
  }
  count('trade offer');
  const give = await one(table, manager, '/trade offer', 'give', { manager: other.id });
  const get = await one(table, manager, '/trade offer', 'get', { manager: other.id });
  return table.ask(manager, '/trade offer', {
    manager: other.id,
    ...(give ? { give } : {}),
    ...(get && random.chance(0.5) ? { get } : {}),
    ...(random.chance(0.5) ? { ask: random.int(1, 50) * 1_000 } : { money: random.int(0, 20) * 1_000 }),
  });
}

/** Cards and money, in pounds and pence; refused: a card he does not hold, to his own club, more money than he has. */
async function cardOffer(table: DealTable, manager: EmulatedUser, other: EmulatedUser, count: (move: DealMove) => number): Promise<void> {
  const { random } = table;
  count('card offer');
  const held = (await table.choices(manager, '/trade offer', 'give', { manager: other.id })).map((c) => c.value);
  const give = held.length > 0 ? random.pick(held) : undefined;
  const kind = random.int(0, 5);
  if (kind === 0) return table.ask(manager, '/trade offer', { manager: other.id, give: notHeld(held) });
  if (kind === 1) return table.ask(manager, '/trade offer', { manager: manager.id, give: give ?? notHeld(held), money: 1 });
  if (kind === 2) return table.ask(manager, '/trade offer', { manager: other.id, ...(give ? { give } : {}), money: 9_999_999 });
  return table.ask(manager, '/trade offer', {
    manager: other.id,
    ...(give ? { give } : {}),
    ...(random.chance(0.5) ? { ask: random.int(1, 40) / 4 } : { money: random.int(0, 12) / 4 }),
  });
}

/** A card code the manager does not hold. */
function notHeld(held: readonly string[]): string {
  const all = ['2C', '3D', '4H', '5S', '6C', '7D', '8H', '9S', 'TC', 'JD', 'QH', 'KS', 'AC'];
  return all.find((code) => !held.some((h) => h.toUpperCase() === code)) ?? 'AS';
}

/** One of the values offered for an option, or none when there are none. */
async function one(table: DealTable, manager: EmulatedUser, invocation: string, option: string, values: Values = {}) {
  const offered = await table.choices(manager, invocation, option, values);
  return offered.length > 0 ? table.random.pick(offered).value : undefined;
}

interface Button {
  type: number;
  custom_id?: string;
  disabled?: boolean;
}

/**
 * A press on one of the last offer notices' buttons that are not disabled (Discord lets nobody press those), by
 * either manager: the one it was made to answers it, the other is refused. A counter's form is sent as it was filled.
 * False when the channel has no notice to press.
 */
async function pressOfferButton(table: DealTable): Promise<boolean> {
  const { emu, random } = table;
  const buttonsOf = (m: StoredMessage) =>
    m.components
      .flatMap((row) => (row as { components?: Button[] }).components ?? [])
      .filter((c) => c.type === 2 && c.custom_id?.startsWith('trade:') && !c.disabled);
  const notices = posts(emu, table.channelId)
    .filter((m) => buttonsOf(m).length > 0)
    .slice(-3);
  if (notices.length === 0) return false;
  const notice = random.pick(notices);
  const button = random.pick(buttonsOf(notice));
  // The notice opens with the mention of the manager it was made to.
  const toManager = table.managers.find((m) => notice.content.startsWith(`<@${m.id}>`));
  const presser = toManager && random.chance(0.75) ? toManager : random.pick(table.managers);
  table.moves[presser === toManager ? "offer's button pressed by its manager" : "offer's button pressed by the wrong manager"] += 1;
  const answer = (await table.press(() => emu.click(notice, button.custom_id!, { user: presser }))) as { type?: number } | undefined;
  if (answer?.type === 9 && random.chance(0.6)) {
    table.moves['counter-offer sent'] += 1;
    await table.press(() => emu.submitModal(answer as Parameters<DiscordEmulator['submitModal']>[0]));
  }
  return true;
}
