import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponent } from 'discord.js';
import { DEFAULT_LOCALE } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { diceReports, type OutboxButton, type OutboxPayload, type WeekStoryMessage, type WithButtons } from '../league/index.js';
import { LIMITS } from './limits.js';
import { CARDS_SHOWN, picturedReports } from './render/week-story.render.js';

const STYLES: Readonly<Record<OutboxButton['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger>> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** Discord's limit: five buttons a row. */
const BUTTONS_PER_ROW = 5;

/**
 * The buttons a queued post carries (an optional `buttons` field on its
 * payload), as Discord's action rows, for the post's last part.
 */
export function outboxComponents(payload: OutboxPayload & { id?: string }): APIActionRowComponent<APIButtonComponent>[] {
  if (payload.kind === 'week-story' && payload.id)
    return buttonRows([...cardsButton(payload.id, payload.message), ...diceButtons(payload.id, payload.message)].slice(0, MOST_BUTTONS));
  return buttonRows((payload.message as WithButtons).buttons ?? []);
}

/** Discord's limit: five rows of buttons under a message. */
const MOST_BUTTONS = 25;

/** A story that shows fewer match cards than it has: the others are one press away, drawn when asked for. */
export function cardsButton(postId: string, story: WeekStoryMessage): OutboxButton[] {
  if (picturedReports(story).length <= CARDS_SHOWN) return [];
  return [{ customId: `news:cards:${postId}`, label: t(story.locale ?? DEFAULT_LOCALE, 'posts.story.showCards'), style: 'secondary' }];
}

/**
 * A week's story keeps its dice one press away: a "Show the dice" button for each report, named by the post and the
 * report's place in it (the post's id is known once queued, so the buttons are made when it is posted).
 */
export function diceButtons(postId: string, story: WeekStoryMessage): OutboxButton[] {
  return diceReports(story)
    .slice(0, MOST_BUTTONS)
    .map(({ part, report }) => {
      const [home, away] = report.kind === 'match' ? [report.message.home, report.message.away] : [report.message.tie.home, report.message.tie.away];
      return {
        customId: `news:dice:${postId}:${part}`,
        label: t(story.locale ?? DEFAULT_LOCALE, 'posts.story.showDice', { home: home.name, away: away.name }).slice(0, LIMITS.buttonLabel),
        style: 'secondary' as const,
      };
    });
}

/** Buttons as Discord's action rows, five a row. */
export function buttonRows(buttons: readonly OutboxButton[]): APIActionRowComponent<APIButtonComponent>[] {
  const rows: APIActionRowComponent<APIButtonComponent>[] = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) {
    rows.push({
      type: ComponentType.ActionRow,
      components: buttons.slice(i, i + BUTTONS_PER_ROW).map((b) => ({
        type: ComponentType.Button,
        custom_id: b.customId.slice(0, LIMITS.customId),
        label: b.label,
        style: STYLES[b.style],
        ...(b.disabled ? { disabled: true } : {}),
      })),
    });
  }
  return rows;
}
