import type { APIEmbedField } from 'discord.js';
import type { ScoreCondition } from '../../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { LineupPlanView, PlanChange, PlanPlayer, PlanTactic } from '../../league/shared/lineup-plan.js';
import { name } from './format.js';
import { formIn } from './form-words.js';

/** A player the plan names, in the reader's language when he is a youth-team filler or one the league no longer has. */
function playerIn(locale: Locale, player: PlanPlayer): string {
  if (player.kind === 'player') return player.name;
  return t(locale, player.kind === 'youth' ? 'ready.player.youth' : 'ready.player.unknown');
}

/** The catalogue's select keys for a score condition (a select key cannot hold a hyphen). */
const CONDITION_KEYS: Readonly<Record<ScoreCondition, string>> = {
  always: 'always',
  behind: 'behind',
  'level-or-behind': 'levelOrBehind',
  level: 'level',
  'level-or-ahead': 'levelOrAhead',
  ahead: 'ahead',
};

/** "Rebound when behind, from 70'". */
function tacticIn(locale: Locale, tactic: PlanTactic): string {
  return t(locale, 'ready.tactic', { tactic: tactic.tactic, when: CONDITION_KEYS[tactic.when], minute: tactic.fromMinute });
}

/** One thing the AI changes, in a sentence; names are escaped, since a manager may type anything as a name. */
function changeIn(locale: Locale, change: PlanChange): string {
  const who = (player: PlanPlayer) => name(playerIn(locale, player));
  const instead = (player: PlanPlayer, slot: string) =>
    t(locale, 'ready.change.plays', { player: who(player), slot: slot === 'CF+SM' ? 'wing' : slot === 'SB+SM' ? 'wingBack' : slot });
  switch (change.kind) {
    case 'no-pick':
      return t(locale, 'ready.change.noPick', { formation: change.formation });
    case 'formation':
      return t(locale, 'ready.change.formation', { picked: change.picked, played: change.played });
    case 'filler':
      return t(locale, 'ready.change.filler', { instead: instead(change.in, change.slot) });
    case 'left':
      return t(locale, 'ready.change.left', { out: who(change.out), instead: instead(change.in, change.slot) });
    case 'injured':
      return t(locale, 'ready.change.injured', { out: who(change.out), instead: instead(change.in, change.slot) });
    case 'left-out':
      return t(locale, 'ready.change.leftOut', { out: who(change.out) });
  }
}

/** The XI that will play, line by line, with tactics and what the AI fills for him: fields of the /ready summary. */
export function lineupPlanFields(plan: LineupPlanView | null, preseason: boolean, locale: Locale = DEFAULT_LOCALE): APIEmbedField[] {
  if (!plan) return [{ name: t(locale, 'ready.xi'), value: t(locale, preseason ? 'ready.xi.noneYet' : 'ready.xi.cannot') }];
  const lines = plan.lines.map((line) =>
    t(locale, 'ready.line', {
      line: line.line,
      players: line.players.map((p) => `${name(playerIn(locale, p.player))}${p.form ? ` (${formIn(locale, p.form)})` : ''}`).join(', '),
    }),
  );
  const tactics = plan.tactics.length
    ? [t(locale, 'ready.tactics', { tactics: plan.tactics.map((tactic) => tacticIn(locale, tactic)).join('; ') })]
    : [];
  const fields: APIEmbedField[] = [
    { name: t(locale, 'ready.xi.formation', { formation: plan.formation }), value: [...lines, ...tactics].join('\n') },
  ];
  if (plan.changes.length)
    fields.push({ name: t(locale, 'ready.changes'), value: plan.changes.map((change) => `🔁 ${changeIn(locale, change)}`).join('\n') });
  return fields;
}
