import type { WebRoll } from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';

/** A match's rolls in order, each with the rule that read it: the dispute view's table. */
export function rollsTable(rolls: readonly WebRoll[], caption: string): Html {
  const rows = rolls.length
    ? rolls.map(
        (roll, i) =>
          html`<tr><td class="n">${i + 1}</td><td class="minute">${roll.minute ?? ''}</td><td>${roll.club ? name(roll.club) : ''}</td><td>${roll.rule}</td><td>${roll.read}</td><td>${roll.result}</td></tr>`,
      )
    : html`<tr><td colspan="6">No roll is stored for this match.</td></tr>`;
  return html`<div class="scroll"><table><caption>${caption}</caption>
<thead><tr><th scope="col" class="n">#</th><th scope="col">Minute</th><th scope="col">Club</th><th scope="col">Rule</th><th scope="col">Read</th><th scope="col">Result</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
