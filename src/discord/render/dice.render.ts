import type { APIEmbed } from 'discord.js';
import type { DiceReport } from '../../league/index.js';
import { renderCupTie } from './cup.render.js';
import { renderMatch } from './match.render.js';
import { nameBook } from './names.js';

/** A report's workings, for the one who asked: every line with its dice, the team ratings and the tactics used. */
export function renderDice(report: DiceReport): APIEmbed[] {
  const n = nameBook(report.message.names.players, report.message.names.clubs, report.message.locale);
  const embeds = report.kind === 'match' ? [renderMatch(report.message, n, 90, 'workings')] : renderCupTie(report.message, n, 'workings');
  return embeds.map((e, i) => (i === 0 ? { ...e, title: `🎲 ${e.title ?? ''}` } : e));
}
