import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponent } from 'discord.js';
import type { OutboxButton, OutboxPayload, WithButtons } from '../league/index.js';
import { LIMITS } from './limits.js';

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
export function outboxComponents(payload: OutboxPayload): APIActionRowComponent<APIButtonComponent>[] {
  return buttonRows((payload.message as WithButtons).buttons ?? []);
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
