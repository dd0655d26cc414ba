import type { EngineEvent } from '../engine/model/events.js';
import type { ResultsRow } from '../engine/model/week-events.js';
import type { Line, LeagueState } from '../engine/model/types.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { violationText, violationsText } from './violation-text.js';
import { DEFAULT_DICE_DISPLAY, withDice, type DiceDisplay } from './dice-display.js';
import { sentenceCase } from './grammar.js';
import { anonymousShooterId } from './non-player-names.js';
import { PhrasePicker } from './phrase-picker.js';
import { PHRASES_DE } from './phrases.de.js';
import { fill, PHRASES, type PhraseKind, type PhraseTable } from './phrases.js';

export interface Names {
  club(id: string): string;
  player(id: string): string;
}

export function namesFrom(state: Pick<LeagueState, 'clubs' | 'players'>): Names {
  return {
    club: (id) => state.clubs[id]?.name ?? id,
    player: (id) => state.players[id]?.name ?? id,
  };
}

/** The commentary's phrase tables, by language. */
const PHRASE_TABLES: Readonly<Record<Locale, PhraseTable>> = { en: PHRASES, de: PHRASES_DE };

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** The results chart's rows, by the id the dice's message chooses its words with. */
const ROW_IDS: Readonly<Record<ResultsRow, string>> = {
  close: 'close',
  '+3 home': 'plus3home',
  '+3 away': 'plus3away',
  '+5 home': 'plus5home',
  '+5 away': 'plus5away',
};

/**
 * Turns engine events into commentary lines: the minute, what happened, and
 * the dice in brackets. One commentator per match report (or per season, to
 * keep phrasing fresh across it). Events it does not tell give null.
 */
/** How a report is told: the phrasing carried on, how the dice show, the match's clubs (home and away ids), the language. */
export interface CommentatorOptions {
  picker?: PhrasePicker;
  dice?: DiceDisplay;
  sides?: { home: string; away: string };
  /** The league's language; English when absent. */
  locale?: Locale;
}

export class Commentator {
  private readonly picker: PhrasePicker;
  private readonly dice: DiceDisplay;
  private readonly locale: Locale;
  private homeId = '';
  private awayId = '';
  /** The man whose shot beat the keeper, by club: the goal that follows is his. */
  private lastScorer = new Map<string, string>();

  /** `picker` carries the phrasing on from earlier reports (the league's phrase memory); `dice` how the dice show. */
  constructor(
    private names: Names,
    options: CommentatorOptions = {},
  ) {
    this.picker = options.picker ?? new PhrasePicker();
    this.dice = options.dice ?? DEFAULT_DICE_DISPLAY;
    this.locale = options.locale ?? DEFAULT_LOCALE;
    // A short report tells the goals without the kick-off, so the score's clubs must be known from the start.
    this.homeId = options.sides?.home ?? '';
    this.awayId = options.sides?.away ?? '';
  }

  private say(kind: PhraseKind, parts: Record<string, string | number>): string {
    return sentenceCase(fill(this.picker.pick(kind, PHRASE_TABLES[this.locale][kind]), parts));
  }

  private text(key: Parameters<typeof t>[1], params: Parameters<typeof t>[2] = {}): string {
    return t(this.locale, key, params);
  }

  private who(id: string | null, kind: string, clubId: string, line: Line, minute: number): string {
    if (id !== null) return this.names.player(id);
    if (kind === 'youth') return this.text('commentary.youthPlayer');
    return this.names.player(anonymousShooterId(clubId, line, minute));
  }

  /** The goal's scorer: the man named, else the shooter told as beating the keeper. */
  private scorer(goal: Extract<EngineEvent, { type: 'goal' }>): string {
    if (goal.scorerId !== null && goal.scorerKind === 'player') return this.names.player(goal.scorerId);
    if (goal.scorerKind === 'youth') return this.text('commentary.youthPlayer');
    return this.lastScorer.get(goal.clubId) ?? this.text('commentary.strikerOf', { club: this.names.club(goal.clubId) });
  }

  private score(home: number, away: number, homeId = this.homeId, awayId = this.awayId): string {
    return this.text('commentary.score', { home: this.names.club(homeId), homeGoals: home, awayGoals: away, away: this.names.club(awayId) });
  }

  line(event: EngineEvent): string | null {
    switch (event.type) {
      case 'team-news':
        return withDice(
          this.say(event.depleted ? 'teamNewsDepleted' : 'teamNewsFull', { club: this.names.club(event.clubId) }),
          this.text('dice.teamNews', { roll: event.roll }),
          this.dice,
        );
      case 'match-started': {
        this.homeId = event.home.clubId;
        this.awayId = event.away.clubId;
        const team = (r: typeof event.home) =>
          this.text('dice.team', {
            club: this.names.club(r.clubId),
            formation: r.formation ? ` ${r.formation}` : '',
            g: r.G,
            d: r.dStar,
            a: r.aStar,
            shots: r.shots,
          });
        const text = this.say('kickOff', { home: this.names.club(this.homeId), away: this.names.club(this.awayId) });
        return withDice(` 0' ${text}`, `${team(event.home)} · ${team(event.away)}`, this.dice);
      }
      case 'shot': {
        const parts = {
          shooter: this.who(event.shooterId, event.shooterKind, event.clubId, event.line, event.minute),
          keeper: this.text('commentary.keeperOf', { club: this.names.club(event.opponentId) }),
          club: this.names.club(event.clubId),
          opponent: this.names.club(event.opponentId),
          from: this.text(`commentary.from.${event.line}`),
        };
        if (!event.saved) this.lastScorer.set(event.clubId, parts.shooter);
        const shot = this.say(event.saved ? 'saved' : 'scored', parts);
        const text = event.rebound ? `${this.say('rebound', { club: parts.club })} ${shot}` : shot;
        const pick = event.pickRolls.length ? this.text('dice.pick', { rolls: event.pickRolls.join(',') }) : '';
        const modifiers = `${event.lineModifier ? ` ${signed(event.lineModifier)}` : ''}${event.rebound ? ' +2' : ''}`;
        const dice = this.text('dice.shot', {
          line: event.lineRoll,
          pick,
          rating: event.rating,
          roll: event.roll,
          modifiers,
          total: event.total,
          keeper: event.keeperRating,
          keeperRoll: event.keeperRoll,
          saveTotal: event.saveTotal,
        });
        return withDice(`${minute(event.minute)} ${text}`, dice, this.dice);
      }
      case 'goal': {
        const score = this.score(event.homeGoals, event.awayGoals);
        const club = this.names.club(event.clubId);
        const scorer = this.scorer(event);
        if (event.assistRoll === null) return `${minute(event.minute)} ${this.say('goalPlain', { club, score, scorer })}`;
        const assist = event.assistLine
          ? this.who(event.assistId, event.assistKind ?? 'player', event.clubId, event.assistLine, event.minute + 1)
          : '';
        const text = event.assistLine ? this.say('goalAssisted', { club, score, assist, scorer }) : this.say('goalSolo', { club, score, scorer });
        const pick = event.assistRolls.length ? this.text('dice.pick', { rolls: event.assistRolls.join(',') }) : '';
        return withDice(`${minute(event.minute)} ${text}`, this.text('dice.assist', { roll: event.assistRoll, pick }), this.dice);
      }
      case 'goal-cancelled': {
        const text = this.say('cancelled', { by: this.names.club(event.byClubId), score: this.score(event.homeGoals, event.awayGoals) });
        return withDice(`${minute(event.minute)} ${text}`, this.text('dice.shotsPaid', { left: event.shotsLeft }), this.dice);
      }
      case 'full-time':
        return `${minute(90)} ${this.say('fullTime', { home: this.names.club(event.homeId), away: this.names.club(event.awayId), hg: event.homeGoals, ag: event.awayGoals })}`;
      case 'result': {
        const line = this.score(event.homeGoals, event.awayGoals, event.homeId, event.awayId);
        if (!event.chart) return line;
        const row = this.text('dice.row', { row: ROW_IDS[event.chart.row] });
        return withDice(line, this.text('dice.result', { row, roll: event.chart.roll.join('+'), scoreRoll: event.chart.scoreRoll }), this.dice);
      }
      case 'injury': {
        const who = { player: this.names.player(event.playerId), club: this.names.club(event.clubId) };
        const text =
          event.outcome === 'Tr'
            ? this.text('commentary.injury.niggle', who)
            : this.text(event.clubDoctor ? 'commentary.injury.outAfterDoctor' : 'commentary.injury.out', { ...who, weeks: event.weeks });
        const dice = { roll: event.roll.join('+'), table: event.tableRoll.join('+'), selected: event.selected ? 'yes' : 'no' };
        return withDice(text, this.text('dice.injury', dice), this.dice);
      }
      case 'injury-recovered':
        return this.text('commentary.injury.recovered', { player: this.names.player(event.playerId), club: this.names.club(event.clubId) });
      case 'form-changed':
        return this.text('commentary.form', { player: this.names.player(event.playerId), from: event.from, to: event.to, cause: event.cause });
      case 'training-completed':
        return this.text('commentary.training.completed', { player: this.names.player(event.playerId), code: event.code });
      case 'training-blocked':
        return this.text('commentary.training.blocked', {
          player: this.names.player(event.playerId),
          code: event.code,
          reason: violationText(this.locale, event.reason),
        });
      case 'order-rejected':
        return this.text('commentary.orderRejected', {
          club: this.names.club(event.clubId),
          order: event.order,
          reasons: violationsText(this.locale, event.violations),
        });
      default:
        return null;
    }
  }
}

function minute(m: number): string {
  return `${String(m).padStart(2, ' ')}'`;
}
