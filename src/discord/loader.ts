import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { commandSchema, type Command } from './command.js';

export const COMMANDS_DIR = fileURLToPath(new URL('../../commands/', import.meta.url));

/** Imports every command file (one per top-level command) and checks each against the Command schema. */
export async function loadCommands(dir: string = COMMANDS_DIR): Promise<Map<string, Command>> {
  const files = (await readdir(dir)).filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !/^index\./.test(file)).sort();
  const commands = new Map<string, Command>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown };
    const parsed = commandSchema.safeParse(module.default);
    if (!parsed.success) {
      throw new Error(`commands/${file} does not export a command: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    const command = module.default as Command;
    if (commands.has(command.data.name)) throw new Error(`commands/${file}: /${command.data.name} is defined twice`);
    commands.set(command.data.name, command);
  }
  return commands;
}
