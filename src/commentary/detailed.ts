import type { DetailedEvent, MatchSideName } from '../engine/model/detailed-events.js';
import type { DiceTuple } from '../engine/detailed/dice-turn.js';
import type { DetailedStats } from '../engine/detailed/match-stats.js';
import type { MessageKey } from '../i18n/catalogue/index.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { t, type MessageParams } from '../i18n/translate.js';
import { DETAILED_PHRASES_DE } from './detailed-phrases.de.js';
import { DETAILED_PHRASES, type DetailedPhraseKind, type DetailedPhraseTable } from './detailed-phrases.js';
import { DEFAULT_DICE_DISPLAY, withDice, type DiceDisplay } from './dice-display.js';
import { sentenceCase, withArticle } from './grammar.js';
import { PhrasePicker } from './phrase-picker.js';
import { fill } from './phrases.js';
import type { CommentatorOptions, Names } from './render.js';

/** The detailed engine's phrase tables, by language. */
const DETAILED_TABLES: Readonly<Record<Locale, DetailedPhraseTable>> = { en: DETAILED_PHRASES, de: DETAILED_PHRASES_DE };

/** 45+2' */
export function matchTime(event: { minute: number; added: number }): string {
  return event.added > 0 ? `${event.minute}+${event.added}'` : `${String(event.minute).padStart(2, ' ')}'`;
}

/** The five dice of a turn: d20, the d8 pair read 11-88, the d10 pair (0 as 10). */
function diceOf(locale: Locale, [d20, red8, white8, red10, white10]: DiceTuple): string {
  return t(locale, 'dice.turn', { d20, d8: `${red8}${white8}`, red: red10, white: white10 });
}

/** A keeper's chart reading, by the id the dice's message chooses its words with. */
const READING_IDS: Readonly<Record<string, string>> = { 'Own goal': 'ownGoal', 'Reb. Sh': 'rebound' };

/** Why a side made a change, by the id the dice's message chooses its words with. */
const REASON_IDS: Readonly<Record<string, string>> = { 'keeper-sent-off': 'keeperSentOff', 'fresh-legs': 'freshLegs' };

/**
 * Commentary for the detailed engine (Net Results Soccer): the minute, what
 * happened, and the deciding dice in brackets. Phrasing varies so a season
 * does not read the same line twice in a row.
 */
export class DetailedCommentator {
  private readonly picker: PhrasePicker;
  private readonly diceDisplay: DiceDisplay;
  private readonly locale: Locale;
  private clubs: Record<MatchSideName, string> = { home: '', away: '' };
  /** Substitutions each side has made and may make, as the report has told them. */
  private changes: Record<MatchSideName, { used: number; allowed: number | null }> = {
    home: { used: 0, allowed: null },
    away: { used: 0, allowed: null },
  };

  /** `picker` carries the phrasing on from earlier reports (the league's phrase memory); `dice` how the dice show. */
  constructor(
    private names: Names,
    options: CommentatorOptions = {},
  ) {
    this.picker = options.picker ?? new PhrasePicker();
    this.diceDisplay = options.dice ?? DEFAULT_DICE_DISPLAY;
    this.locale = options.locale ?? DEFAULT_LOCALE;
    if (options.sides) this.clubs = { ...options.sides };
  }

  private say(kind: DetailedPhraseKind, parts: Record<string, string | number>): string {
    return sentenceCase(fill(this.picker.pick(kind, DETAILED_TABLES[this.locale][kind]), parts));
  }

  private text(key: MessageKey, params: MessageParams = {}): string {
    return t(this.locale, key, params);
  }

  private withDice(line: string, dice: string): string {
    return withDice(line, dice, this.diceDisplay);
  }

  /** A keeper's chart reading ("Corner", "Reb. Sh") in the language. */
  private reading(reading: string): string {
    return this.text('dice.reading', { reading: READING_IDS[reading] ?? reading });
  }

  private club(side: MatchSideName): string {
    return this.names.club(this.clubs[side]);
  }

  /** A man without an id is a youth-team filler (non-player teams' men carry ids), told as the classic report tells him. */
  private player(id: string | null, side: MatchSideName): string {
    return id === null ? this.youthPlayer(this.club(side)) : this.names.player(id);
  }

  /** "a United youth-team player", "an Istanbul youth-team player". */
  private youthPlayer(club: string): string {
    return this.locale === 'en' ? withArticle(`${club} youth-team player`) : this.text('commentary.clubYouthPlayer', { club });
  }

  private keeper(id: string | null, side: MatchSideName): string {
    return id === null ? this.text('commentary.keeperOf', { club: this.club(side) }) : this.names.player(id);
  }

  private score(home: number, away: number): string {
    return this.text('commentary.score', { home: this.club('home'), homeGoals: home, awayGoals: away, away: this.club('away') });
  }

  /** The event's line; at full time also the statistics block and the players' goals, assists and cards. */
  report(event: DetailedEvent): string[] {
    const line = this.line(event);
    const lines = line === null ? [] : [line];
    if (event.type === 'detailed-full-time') {
      lines.push('', ...statisticsBlock(event.stats, this.club('home'), this.club('away'), this.locale).map((row) => `  ${row}`));
      lines.push(...playerLines(event.stats, this.names, this.locale).map((row) => `  ${row}`));
    }
    return lines;
  }

  line(event: DetailedEvent): string | null {
    const at = matchTime(event);
    switch (event.type) {
      case 'detailed-kick-off': {
        this.clubs = { home: event.homeClubId, away: event.awayClubId };
        if (event.period === 1) return `${at} ${this.say('kickOff', { home: this.club('home'), away: this.club('away') })}`;
        return `${at} ${this.say(event.period === 2 ? 'secondHalf' : 'overtime', {})}`;
      }
      case 'detailed-added-time':
        return this.withDice(
          `${at} ${this.say(event.total > 0 ? 'addedTime' : 'noAddedTime', { total: this.text('commentary.addedMinutes', { minutes: event.total }) })}`,
          `${this.text('dice.addedTime', { roll: event.roll, chart: event.chart })}${event.injuries ? this.text('dice.addedInjuries', { count: event.injuries }) : ''}`,
        );
      case 'detailed-period-end':
        return event.period === 1 ? `${at} ${this.say('halfTime', { score: this.score(event.homeGoals, event.awayGoals) })}` : null;
      case 'detailed-full-time':
        return `${at} ${this.say('fullTime', { score: this.score(event.homeGoals, event.awayGoals) })}`;
      case 'detailed-corner': {
        const club = this.club(event.side);
        const text =
          event.from === 'card'
            ? this.say('corner', { club, player: this.player(event.playerId, event.side) })
            : this.say('cornerDeflected', { club });
        return this.withDice(
          `${at} ${text}`,
          `${event.from === 'card' ? 'Cr' : this.text('dice.keeperReads', { reading: this.reading('Corner') })} · ${diceOf(this.locale, event.dice)}`,
        );
      }
      case 'detailed-foul':
        return this.foul(event, at);
      case 'detailed-offside':
        return this.withDice(
          `${at} ${this.say('offside', { player: this.player(event.playerId, event.side) })}`,
          `Off · ${diceOf(this.locale, event.dice)}`,
        );
      case 'detailed-possession-move': {
        const parts = { player: this.player(event.playerId, event.side), club: this.club(event.side) };
        return this.withDice(
          `${at} ${this.say(event.kind === 'P+' ? 'moveP' : 'moveStar', parts)}`,
          `${event.kind} · ${diceOf(this.locale, event.dice)}`,
        );
      }
      case 'detailed-turnover': {
        const kind = event.kind === 'Tkl' ? 'tackle' : event.kind === 'Int' ? 'interception' : 'steal';
        const code = event.kind === 'steal' ? this.text('dice.steal') : event.kind;
        return this.withDice(
          `${at} ${this.say(kind, { player: this.player(event.playerId, event.side) })}`,
          `${code} · ${diceOf(this.locale, event.dice)}`,
        );
      }
      case 'detailed-shot':
        return this.shot(event, at);
      case 'detailed-penalty': {
        const parts = {
          player: this.player(event.takerId, event.side),
          keeper: this.keeper(event.keeperId, event.side === 'home' ? 'away' : 'home'),
          club: this.club(event.side),
        };
        const outcome = event.result === 'goal' ? 'penaltyScored' : event.result === 'saved' ? 'penaltySaved' : 'penaltyWide';
        return this.withDice(
          `${at} ${this.say('penaltyAwarded', parts)} ${this.say(outcome, parts)}`,
          `${this.text('dice.rolled', { what: `PK 11-${event.target}`, roll: event.roll })} · ${diceOf(this.locale, event.dice)}`,
        );
      }
      case 'detailed-penalty-follow-up':
        return this.withDice(
          `${at} ${this.text('commentary.penaltyFollowUp', { result: this.reading(event.result) })}`,
          `${this.text('dice.column', { column: event.column === 'on' ? 'On (Sv+)' : 'Off', value: event.value })}${event.splitRoll !== null ? this.text('dice.split', { roll: event.splitRoll }) : ''}`,
        );
      case 'detailed-goal': {
        const parts = {
          scorer: this.player(event.scorerId, event.ownGoal ? (event.side === 'home' ? 'away' : 'home') : event.side),
          assist: this.player(event.assistId, event.side),
          club: this.club(event.side),
          score: this.score(event.homeGoals, event.awayGoals),
        };
        return `${at} ${this.say(event.ownGoal ? 'ownGoal' : event.assisted ? 'goalAssisted' : 'goal', parts)}`;
      }
      case 'detailed-card': {
        const parts = {
          player: event.keeper ? this.keeper(event.playerId, event.side) : this.player(event.playerId, event.side),
          club: this.club(event.side),
        };
        const kind = event.second ? 'secondYellow' : event.colour === 'red' ? 'red' : 'yellow';
        const rolls = [
          event.redRoll !== null ? this.text('dice.red', { upTo: String(event.redUpTo), roll: event.redRoll }) : null,
          event.secondRoll !== null ? this.text('dice.secondYellow', { chance: String(event.secondChance), roll: event.secondRoll }) : null,
        ].filter(Boolean);
        return this.withDice(
          `${at} ${this.say(kind, parts)}`,
          `${event.keeper ? this.text('dice.keeperReads', { reading: this.reading('Card') }) : 'Cd'}${rolls.length ? ` · ${rolls.join(' · ')}` : ''} · ${diceOf(this.locale, event.dice)}`,
        );
      }
      case 'detailed-injury': {
        const parts = {
          player: event.keeper ? this.keeper(event.playerId, event.side) : this.player(event.playerId, event.side),
          club: this.club(event.side),
        };
        return this.withDice(`${at} ${this.say('injury', parts)}`, this.text('dice.injuryDetailed', { d20: event.d20, d10: event.d10 }));
      }
      case 'detailed-substitution': {
        const parts = { on: this.player(event.onId, event.side), off: this.player(event.offId, event.side), club: this.club(event.side) };
        this.changes[event.side] = { used: event.substitutionsUsed, allowed: event.substitutionsAllowed };
        return this.withDice(
          `${at} ${this.say('substitution', parts)}`,
          this.text('dice.substitution', {
            reason: REASON_IDS[event.reason] ?? event.reason,
            used: event.substitutionsUsed,
            allowed: event.substitutionsAllowed,
          }),
        );
      }
      case 'detailed-endurance': {
        const parts = { player: this.player(event.playerId, event.side), club: this.club(event.side) };
        // "Cannot take him off" only when his side has no change left; otherwise he stays on by the forced-rest cap.
        const { used, allowed } = this.changes[event.side];
        const kind = event.outcome === 'rest' ? 'rest' : allowed !== null && used >= allowed ? 'tired' : 'tiredStaysOn';
        return this.withDice(`${at} ${this.say(kind, parts)}`, this.text('dice.endurance', { en: event.en, d20: event.d20 }));
      }
    }
  }

  private foul(event: Extract<DetailedEvent, { type: 'detailed-foul' }>, at: string): string {
    const other: MatchSideName = event.side === 'home' ? 'away' : 'home';
    const parts = {
      fouler: this.player(event.foulerId, event.side),
      fouled: this.player(event.fouledId, other),
      keeper: this.keeper(event.fouledId, other),
      club: this.club(other),
    };
    if (event.cause === 'second-yellow-let-off')
      return this.withDice(
        `${at} ${this.say('letOff', { player: parts.fouler })} ${this.say('foulNoVictim', parts)}`,
        diceOf(this.locale, event.dice),
      );
    const kind = event.cause === 'keeper-fouled' ? 'keeperFouled' : event.fouledId === null ? 'foulNoVictim' : 'foul';
    const reading =
      event.cause === 'keeper-fouled'
        ? this.text('dice.keeperReads', { reading: this.reading('Fouled') })
        : event.cause === 'card'
          ? 'Cd'
          : event.cause;
    const fls = event.fls !== null ? ` · Fls ${event.fls}` : '';
    const short = event.manShort ? this.text('dice.manShort') : '';
    return this.withDice(`${at} ${this.say(kind, parts)}`, `${reading}${fls}${short} · ${diceOf(this.locale, event.dice)}`);
  }

  private shot(event: Extract<DetailedEvent, { type: 'detailed-shot' }>, at: string): string {
    const defending: MatchSideName = event.side === 'home' ? 'away' : 'home';
    const parts = {
      shooter: this.player(event.shooterId, event.side),
      stopper: this.player(event.stopperId, defending),
      keeper: this.keeper(event.keeperId, defending),
    };
    const source = event.source === 'rebound' ? 'Reb. Sh' : event.source;
    const special = event.special ? this.text('dice.after', { special: event.special === 'free-kick' ? 'freeKick' : event.special }) : '';
    const roll = `${source}${special} · ${diceOf(this.locale, event.dice)}`;
    if (event.stopped)
      return this.withDice(`${at} ${this.say('blocked', parts)}`, `${this.text('dice.stopped', { d: event.d, roll: event.dice[0] })} · ${roll}`);
    const target = this.text('dice.target', { limit: event.onLimit, roll: `${event.dice[1]}${event.dice[2]}` });
    if (!event.onTarget) {
      const kind = event.result === 'Corner' ? 'deflected' : 'wide';
      return this.withDice(
        `${at} ${this.say(kind, parts)}`,
        `${target} · ${this.text('dice.offColumn', { value: event.value, result: this.reading(event.result) })} · ${roll}`,
      );
    }
    const column = `On (Sv+) ${event.value}${event.gl ? ` (GL ${event.gl > 0 ? '+' : ''}${event.gl})` : ''}: ${this.reading(event.result)}`;
    // The shot that scores is told as the goal's build-up: the corner, the free kick, the rebound or the move.
    if (event.result === 'Goal' || event.result === 'Own goal')
      return this.withDice(`${at} ${this.say(buildUpKind(event), { ...parts, club: this.club(event.side) })}`, `${target} · ${column} · ${roll}`);
    const kind = event.result === 'Reb. Sh' ? 'parried' : event.result === 'Corner' ? 'bigSave' : 'saved';
    const split = event.splitRoll !== null ? this.text('dice.split', { roll: event.splitRoll }) : '';
    return this.withDice(`${at} ${this.say(kind, parts)}`, `${target} · ${column}${split} · ${roll}`);
  }
}

export function isDetailedEvent(event: { type: string }): event is DetailedEvent {
  return event.type.startsWith('detailed-');
}

function buildUpKind(shot: Extract<DetailedEvent, { type: 'detailed-shot' }>): DetailedPhraseKind {
  if (shot.source === 'rebound') return 'buildUpRebound';
  if (shot.special === 'corner') return 'buildUpCorner';
  if (shot.special === 'free-kick') return 'buildUpFreeKick';
  if (shot.special === 'P+') return 'buildUpMove';
  return shot.source === 'IS?' ? 'buildUpScramble' : 'buildUpShot';
}

function isKeyMoment(e: DetailedEvent): boolean {
  return (
    e.type === 'detailed-goal' ||
    e.type === 'detailed-card' ||
    e.type === 'detailed-penalty' ||
    e.type === 'detailed-injury' ||
    e.type === 'detailed-substitution' ||
    (e.type === 'detailed-shot' && e.onTarget && (e.result === 'Corner' || e.result === 'Reb. Sh'))
  );
}

/** What play comes after a loose ball: a shot, a tackle, a set piece, the ball kept, or the whistle. */
const PLAY = new Set<DetailedEvent['type']>([
  'detailed-shot',
  'detailed-turnover',
  'detailed-corner',
  'detailed-foul',
  'detailed-offside',
  'detailed-possession-move',
  'detailed-period-end',
]);

/**
 * The moments a match report tells: goals, each after the shot that made it (told as its build-up), cards,
 * penalties, big saves, injuries and substitutions; a loose ball is always followed by what came of it.
 */
export function keyMoments(events: DetailedEvent[]): DetailedEvent[] {
  const told = new Set<number>();
  events.forEach((e, i) => {
    if (isKeyMoment(e)) told.add(i);
    if (e.type === 'detailed-goal') {
      const shot = events.findLastIndex((before, j) => j < i && (before.type === 'detailed-shot' || before.type === 'detailed-penalty'));
      const made = events[shot];
      if (made?.type === 'detailed-shot' && (made.result === 'Goal' || made.result === 'Own goal')) told.add(shot);
    }
    if (e.type === 'detailed-shot' && e.result === 'Reb. Sh') {
      const next = events.findIndex((after, j) => j > i && PLAY.has(after.type));
      if (next >= 0) told.add(next);
    }
  });
  return events.filter((_, i) => told.has(i));
}

/** The statistics block's rows, in order. */
type StatRow = 'possession' | 'shots' | 'onTarget' | 'corners' | 'fouls' | 'offsides' | 'yellowCards' | 'redCards' | 'saves';
export const STAT_ROWS: readonly StatRow[] = ['possession', 'shots', 'onTarget', 'corners', 'fouls', 'offsides', 'yellowCards', 'redCards', 'saves'];

/** A statistics row's label in the language. */
export function statLabel(key: StatRow, locale: Locale = DEFAULT_LOCALE): string {
  return t(locale, `commentary.stats.${key}`);
}

/** The statistics block: one row per figure, home on the left, away on the right. */
export function statisticsBlock(stats: DetailedStats, homeName: string, awayName: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const width = Math.max(homeName.length, 6);
  const lines = [`${homeName.padStart(width)}  ${''.padEnd(13)}  ${awayName}`];
  for (const key of STAT_ROWS) {
    lines.push(`${String(stats.home[key]).padStart(width)}  ${statLabel(key, locale).padEnd(13)}  ${stats.away[key]}`);
  }
  return lines;
}

/** Each player's goals, assists and cards in the match, for those who had any. */
export function playerLines(stats: DetailedStats, names: Names, locale: Locale = DEFAULT_LOCALE): string[] {
  const count = (key: MessageKey, n: number) => (n ? t(locale, key, { count: n }) : '');
  return Object.entries(stats.players)
    .filter(([, p]) => p.goals + p.assists + p.ownGoals + p.yellowCards + p.redCards > 0)
    .map(([id, p]) => {
      const parts = [
        count('commentary.player.goals', p.goals),
        count('commentary.player.assists', p.assists),
        count('commentary.player.ownGoals', p.ownGoals),
        count('commentary.player.yellow', p.yellowCards),
        p.redCards ? t(locale, 'commentary.player.red') : '',
      ].filter(Boolean);
      return `${names.player(id)}: ${parts.join(', ')}`;
    });
}
