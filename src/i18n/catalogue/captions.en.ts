/**
 * The descriptions (alt text) of the pictures a reply shows, in English, for readers who cannot see them: the pitch
 * of /select. The channel's pictures have theirs in `pictures.*`, the boards' in `fortunes.picture.*`.
 */
export const captionsEn = {
  'captions.pitch': '{club} in {formation} on the pitch: the XI with match ratings and form, as listed in the message.',
} as const;

export type CaptionsMessages = Readonly<Record<keyof typeof captionsEn, string>>;
