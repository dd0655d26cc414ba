import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commandSchema, isCommand } from '../../src/discord/command.js';
import { loadCommands } from '../../src/discord/loader.js';

const commands = await loadCommands();

interface Option {
  type: number;
  name: string;
  description: string;
  options?: Option[];
  choices?: unknown[];
  max_length?: number;
  min_value?: number;
  max_value?: number;
  autocomplete?: boolean;
}

function leaves(options: Option[] = []): Option[] {
  return options.flatMap((o) => (o.type === 1 || o.type === 2 ? leaves(o.options) : [o]));
}

describe('the command files', () => {
  it('GIVEN commands/ THEN every top-level command of the bot is there, one file each', () => {
    expect([...commands.keys()].sort()).toEqual([
      'admin',
      'auction',
      'bid',
      'cup',
      'finances',
      'fortune',
      'hand',
      'help',
      'keep',
      'league',
      'loan',
      'market',
      'news',
      'play',
      'player',
      'predict',
      'profile',
      'ready',
      'remind',
      'scout',
      'select',
      'sell',
      'sponsor',
      'squad',
      'stadium',
      'staff',
      'trade',
      'train',
      'unlist',
    ]);
  });

  it('GIVEN a module without execute THEN the loader check refuses it', () => {
    expect(isCommand({ data: { name: 'x', toJSON: () => ({}) } })).toBe(false);
    expect(commandSchema.safeParse({ data: { name: 'Bad Name', toJSON: () => ({}) }, execute: () => undefined }).success).toBe(false);
  });

  it('GIVEN every command THEN each free-text option is length-bounded and each number ranged', () => {
    for (const command of commands.values()) {
      for (const option of leaves(command.data.toJSON().options as Option[])) {
        if (option.type === 3 && !option.choices) expect(option.max_length, `/${command.data.name} ${option.name}`).toBeLessThanOrEqual(100);
        if (option.type === 4 && !option.choices) {
          expect(option.min_value, `/${command.data.name} ${option.name}`).toBeDefined();
          expect(option.max_value, `/${command.data.name} ${option.name}`).toBeDefined();
        }
      }
    }
  });

  it('GIVEN every command THEN it keeps Discord registration limits (25 options and choices, 100-character descriptions, 4,000 characters)', () => {
    for (const command of commands.values()) {
      const json = command.data.toJSON() as { description: string; options?: Option[] };
      const all = [json, ...(json.options ?? []), ...(json.options ?? []).flatMap((o) => o.options ?? [])] as Option[];
      let size = command.data.name.length;
      for (const item of all) {
        expect(item.description.length).toBeLessThanOrEqual(100);
        expect((item.options ?? []).length).toBeLessThanOrEqual(25);
        expect((item.choices ?? []).length).toBeLessThanOrEqual(25);
        size += item.description.length + item.name.length + JSON.stringify(item.choices ?? []).length;
      }
      expect(size, `/${command.data.name}`).toBeLessThan(4000);
    }
  });

  it('GIVEN /admin THEN Discord shows it only to members with Manage Server, and never in DMs', () => {
    const json = commands.get('admin')!.data.toJSON();
    expect(json.default_member_permissions).toBe(String(PermissionFlagsBits.ManageGuild));
    expect(json.contexts).toEqual([InteractionContextType.Guild]);
  });

  it('GIVEN every command THEN Discord offers it only in servers, never in DMs', () => {
    for (const command of commands.values()) expect(command.data.toJSON().contexts, `/${command.data.name}`).toEqual([InteractionContextType.Guild]);
  });

  it('GIVEN player options THEN they use autocomplete', () => {
    for (const name of ['train', 'bid', 'sell', 'unlist', 'player']) {
      const player = leaves(commands.get(name)!.data.toJSON().options as Option[]).find((o) => o.name === 'player');
      expect(player?.autocomplete, `/${name}`).toBe(true);
    }
  });
});
