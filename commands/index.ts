/** The contract every file here keeps: it lives with the router that calls it (src/discord/command.ts). */
export { commandSchema, isCommand, type Command } from '../src/discord/command.js';
