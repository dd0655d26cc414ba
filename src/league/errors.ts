import type { Violation } from '../engine/model/violations.js';

/**
 * Expected refusals the Discord layer turns into a friendly ephemeral reply.
 * Anything else thrown by a use case is a fault, logged with an incident id.
 */
export abstract class LeagueError extends Error {
  abstract readonly code: string;
}

/** The engine says no: the order breaks a rule. Nothing was saved. */
export class RuleViolation extends LeagueError {
  readonly code = 'rule-violation';
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.message).join(' '));
  }
  get violation(): Violation {
    return this.violations[0]!;
  }
}

export class NotYourClub extends LeagueError {
  readonly code = 'not-your-club';
  constructor(message = 'You do not manage a club in this league. Use /league join to take one.') {
    super(message);
  }
}

export class NotAdmin extends LeagueError {
  readonly code = 'not-admin';
  constructor(message = 'Only a league admin can do that.') {
    super(message);
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

export class AlreadyPlayed extends LeagueError {
  readonly code = 'already-played';
  constructor(message = 'That week has already been played.') {
    super(message);
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
