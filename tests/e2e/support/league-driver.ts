import type { DiscordEmulator, EmulatedUser } from '../../emulator/emulator.js';
import type { InteractionResponse } from '../../emulator/interactions.js';

type Values = Record<string, string | number | boolean>;

/** Drives the league's commands as its users would, in one channel. */
export class LeagueDriver {
  readonly answers: InteractionResponse[] = [];

  constructor(
    readonly emu: DiscordEmulator,
    readonly channelId: string,
  ) {}

  async ask(user: EmulatedUser, invocation: string, values: Values = {}, granted = false): Promise<InteractionResponse> {
    const answer = await this.emu.interact(user, invocation, values, { channelId: this.channelId, granted });
    this.answers.push(answer);
    return answer;
  }

  /** /league create by the admin, /league join by each manager, /league start; the club each manager took. */
  async openLeague(admin: EmulatedUser, managers: readonly EmulatedUser[], options: Values): Promise<Map<string, string>> {
    const created = await this.ask(admin, '/league create', { humans: managers.length, ...options });
    if (created.ephemeral) throw new Error(`/league create was refused: ${created.content}`);
    const clubs = new Map<string, string>();
    for (const manager of managers) {
      const joined = await this.ask(manager, '/league join');
      // The channel hears it in the league's language: English or German.
      const club = /(?:takes charge of|übernimmt) \*\*(.+?)\*\*/.exec(joined.content)?.[1];
      if (!club) throw new Error(`/league join was refused: ${joined.content}`);
      clubs.set(manager.id, club.replace(/\\/g, ''));
    }
    const started = await this.ask(admin, '/league start');
    if (started.ephemeral) throw new Error(`/league start was refused: ${started.content}`);
    return clubs;
  }

  /** The manager's own players as autocomplete offers them: id and name. */
  async ownPlayers(manager: EmulatedUser, command = '/train'): Promise<{ id: string; name: string }[]> {
    const choices = await this.emu.autocomplete(manager, command, 'player', '', {}, { channelId: this.channelId });
    return choices.map((c) => ({ id: String(c.value), name: c.name.split(' (')[0]! }));
  }

  /** The listed players /market shows, every page of it, cheapest first. */
  async marketListings(manager: EmulatedUser): Promise<{ name: string; price: number }[]> {
    const listings: { name: string; price: number }[] = [];
    for (let page = 1; ; page++) {
      const market = await this.ask(manager, '/market', { page });
      const text = market.embeds.map((e) => e.description ?? '').join('\n');
      for (const [, name, price] of text.matchAll(/^\*\*(.+?)\*\* .* — £([\d,]+) /gm)) {
        listings.push({ name: name!, price: Number(price!.replace(/,/g, '')) });
      }
      const [, shown, of] = /Page (\d+) of (\d+)/.exec(market.embeds[0]?.footer?.text ?? '') ?? [];
      if (!shown || shown === of) return listings.sort((a, b) => a.price - b.price);
    }
  }
}
