import { violationsText } from '../commentary/violation-text.js';
import type { Violation } from '../engine/model/violations.js';
import type { MessageKey } from '../i18n/catalogue/index.js';
import type { Locale } from '../i18n/locales.js';
import { t, type CatalogueText } from '../i18n/translate.js';

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

/** A refusal whose sentence is a catalogue message, or text of its own not yet in the catalogue. */
abstract class CatalogueError extends LeagueError {
  constructor(private readonly text: string | CatalogueText) {
    super(typeof text === 'string' ? text : t('en', text.key, text.params));
  }
  override sentence(locale: Locale): string {
    return typeof this.text === 'string' ? this.text : t(locale, this.text.key, this.text.params);
  }
}

const catalogue = (key: MessageKey): CatalogueText => ({ key });

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
  constructor(message?: string | CatalogueText) {
    super(message ?? catalogue('reply.notYourClub'));
  }
}

export class NotAdmin extends CatalogueError {
  readonly code = 'not-admin';
  constructor(message?: string | CatalogueText) {
    super(message ?? catalogue('reply.notAdmin'));
  }
}

export class NotFound extends CatalogueError {
  readonly code = 'not-found';
  constructor(
    readonly what: string,
    text: string | CatalogueText = `No such ${what}.`,
  ) {
    super(text);
  }
}

export class AlreadyPlayed extends CatalogueError {
  readonly code = 'already-played';
  constructor(message?: string | CatalogueText) {
    super(message ?? catalogue('reply.alreadyPlayed'));
  }
}

/** A request that cannot be met in the league's present state (full, not started, paused, taken...). */
export class Conflict extends CatalogueError {
  readonly code: string;
  constructor(code: string, text: string | CatalogueText) {
    super(text);
    this.code = code;
  }
}

export class InvalidInput extends CatalogueError {
  readonly code = 'invalid-input';
}

/** A command of one game given in a league of another. */
export class OtherGame extends LeagueError {
  readonly code = 'other-game';
}
