/**
 * The league's deals settings, kept in its settings column beside the bot's
 * other options: whether the announcement of a deal shows its fee.
 */
export interface DealSettings {
  hideFees: boolean;
}

export function dealSettingsOf(settings: unknown): DealSettings {
  const deals = (settings as { deals?: Partial<DealSettings> } | null)?.deals;
  return { hideFees: deals?.hideFees === true };
}
