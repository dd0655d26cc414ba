/**
 * Things the bot did that Discord would refuse or that a user would see as broken.
 * The emulator answers them as Discord does AND records them here, so a test fails
 * loudly even when the bot swallows the error.
 */
export type ViolationKind =
  | 'limit'
  | 'empty-message'
  | 'double-ack'
  | 'late-ack'
  | 'no-ack'
  | 'deferred-unanswered'
  | 'invalid-callback'
  | 'unknown-interaction'
  | 'unknown-message'
  | 'unknown-route'
  | 'unauthorized';

export interface Violation {
  kind: ViolationKind;
  detail: string;
  method?: string;
  path?: string;
  at: number;
}

export class ViolationLog {
  readonly list: Violation[] = [];

  record(violation: Omit<Violation, 'at'>): void {
    this.list.push({ ...violation, at: Date.now() });
  }

  clear(): void {
    this.list.length = 0;
  }

  /** Throws one error naming every violation recorded so far. */
  assertNone(): void {
    if (this.list.length === 0) return;
    const lines = this.list.map((v) => `- [${v.kind}] ${v.method ?? ''} ${v.path ?? ''} ${v.detail}`.replace(/\s+/g, ' '));
    throw new Error(`Discord emulator recorded ${this.list.length} violation(s):\n${lines.join('\n')}`);
  }
}
