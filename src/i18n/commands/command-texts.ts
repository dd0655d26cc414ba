/** A command, subcommand or option in one language: the name a member types and the description Discord shows. */
export type NamedText = readonly [name: string, description: string];

/**
 * One language's command texts, keyed by the English path: `league create name` for a command, subcommand or option
 * (its name and description), `league create game:cards` for a choice (its name).
 */
export type CommandTexts = Readonly<Record<string, NamedText | string>>;
