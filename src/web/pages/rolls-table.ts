import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { WebRoll } from '../../league/web/index.js';
import { html, name, type Html } from '../html.js';

/** A match's rolls in order, each with the rule that read it: the dispute view's table. */
export function rollsTable(rolls: readonly WebRoll[], caption: string, l: Locale = 'en'): Html {
  const rows = rolls.length
    ? rolls.map(
        (roll, i) =>
          html`<tr><td class="n">${i + 1}</td><td class="minute">${roll.minute ?? ''}</td><td>${roll.club ? name(roll.club) : ''}</td><td>${roll.rule}</td><td>${roll.read}</td><td>${roll.result}</td></tr>`,
      )
    : html`<tr><td colspan="6">${t(l, 'web.rolls.none')}</td></tr>`;
  return html`<div class="scroll"><table><caption>${caption}</caption>
<thead><tr><th scope="col" class="n">#</th><th scope="col">${t(l, 'web.rolls.minute')}</th><th scope="col">${t(l, 'web.col.club')}</th><th scope="col">${t(l, 'web.rolls.rule')}</th><th scope="col">${t(l, 'web.rolls.read')}</th><th scope="col">${t(l, 'web.rolls.result')}</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
