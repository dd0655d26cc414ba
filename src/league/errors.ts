import { violationsText } from '../commentary/violation-text.js';
import type { Violation } from '../engine/model/violations.js';
import type { MessageKey } from '../i18n/catalogue/index.js';
import type { Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/**
 * Expected refusals the Discord layer turns into a friendly ephemeral reply.
 * Anything else thrown by a use case is a fault, logged with an incident id.
 * The message is English, for a log or a test; `sentence` is what the reader is shown, in his language.
 */
export abstract class LeagueError extends Error {
  abstract readonly code: string;
  sentence(_locale: Locale): string {
    return this.message;
  }
}

/** A refusal whose sentence is a catalogue message, unless the caller gave one of its own. */
abstract class CatalogueError extends LeagueError {
  constructor(
    private readonly key: MessageKey,
    private readonly own: string | undefined,
  ) {
    super(own ?? t('en', key));
  }
  override sentence(locale: Locale): string {
    return this.own ?? t(locale, this.key);
  }
}

/** The engine says no: the order breaks a rule. Nothing was saved. */
export class RuleViolation extends LeagueError {
  readonly code = 'rule-violation';
  constructor(readonly violations: Violation[]) {
    super(violationsText('en', violations));
  }
  get violation(): Violation {
    return this.violations[0]!;
  }
  override sentence(locale: Locale): string {
    return violationsText(locale, this.violations);
  }
}

export class NotYourClub extends CatalogueError {
  readonly code = 'not-your-club';
  constructor(message?: string) {
    super('reply.notYourClub', message);
  }
}

export class NotAdmin extends CatalogueError {
  readonly code = 'not-admin';
  constructor(message?: string) {
    super('reply.notAdmin', message);
  }
}

export class NotFound extends LeagueError {
  readonly code = 'not-found';
  constructor(
    readonly what: string,
    message = `No such ${what}.`,
  ) {
    super(message);
  }
}

export class AlreadyPlayed extends CatalogueError {
  readonly code = 'already-played';
  constructor(message?: string) {
    super('reply.alreadyPlayed', message);
  }
}

/** A request that cannot be met in the league's present state (full, not started, paused, taken...). */
export class Conflict extends LeagueError {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export class InvalidInput extends LeagueError {
  readonly code = 'invalid-input';
}

/** A command of one game given in a league of another. */
export class OtherGame extends LeagueError {
  readonly code = 'other-game';
}
