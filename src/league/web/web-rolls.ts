import { isDetailedEvent, matchTime } from '../../commentary/detailed.js';
import { anonymousShooterId } from '../../commentary/non-player-names.js';
import type { Names } from '../../commentary/render.js';
import type { DetailedEvent, DiceTuple, MatchSideName } from '../../engine/model/detailed-events.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { ASSIST_TABLE } from '../../engine/tables/assists.js';
import { DEPLETED_FROM_ROLL } from '../../engine/tables/non-player-opponent.js';
import type { ResultsRow } from '../../engine/model/week-events.js';
import type { Locale } from '../../i18n/locales.js';
import { t, type MessageParams } from '../../i18n/translate.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';

/** One roll of a match, as the rule that read it saw it: the table, what was read on it, and what it decided. */
export interface WebRoll {
  minute: string | null;
  /** The club the roll was for. */
  club: string | null;
  /** The table or chart that read the roll. */
  rule: string;
  /** The dice, and the row or number read from them. */
  read: string;
  result: string;
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** The five dice of a Net Results turn: the d20, the d8 pair read 11–88, the d10 pair. */
function turn(locale: Locale, [d20, red8, white8, red10, white10]: DiceTuple): string {
  return t(locale, 'web.roll.turn', { d20, d8: `${red8}${white8}`, red: red10, white: white10 });
}

/** A keeper card's reading ("Corner", "Reb. Sh") in the language, by the id the dice's message chooses its words with. */
function reading(locale: Locale, value: string): string {
  return t(locale, 'dice.reading', { reading: ({ 'Own goal': 'ownGoal', 'Reb. Sh': 'rebound' } as Record<string, string>)[value] ?? value });
}

/**
 * Every roll of a match in the order the engine rolled it, each with the rule that read it: a league match's stored
 * events are all it needs (the dispute view of the web page). Events without dice add nothing.
 */
export function rollsOf(events: readonly EngineEvent[], names: Names, locale: Locale = 'en'): WebRoll[] {
  const sides = { home: '', away: '' };
  const rolls: WebRoll[] = [];
  for (const event of events) {
    if (isDetailedEvent(event)) {
      if (event.type === 'detailed-kick-off') Object.assign(sides, { home: event.homeClubId, away: event.awayClubId });
      rolls.push(...detailedRolls(event, (side) => (sides[side] ? names.club(sides[side]) : side), names, locale));
    } else rolls.push(...classicRolls(event, names, locale));
  }
  return rolls;
}

/** The results chart's rows, by the id the dice's message chooses its words with. */
const ROW_IDS: Readonly<Record<ResultsRow, string>> = {
  close: 'close',
  '+3 home': 'plus3home',
  '+3 away': 'plus3away',
  '+5 home': 'plus5home',
  '+5 away': 'plus5away',
};

function classicRolls(event: EngineEvent, names: Names, locale: Locale): WebRoll[] {
  const w = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  const d6 = (roll: number | string) => w('web.roll.d6', { roll });
  // A squadless club's shooter takes the name the match report gives him.
  const shooterOf = (e: Extract<EngineEvent, { type: 'shot' }>) =>
    e.shooterId !== null
      ? names.player(e.shooterId)
      : e.shooterKind === 'youth'
        ? w('web.roll.youth')
        : names.player(anonymousShooterId(e.clubId, e.line, e.minute));
  switch (event.type) {
    case 'team-news':
      return [
        {
          minute: null,
          club: names.club(event.clubId),
          rule: w('web.roll.teamNews.rule'),
          read: `${d6(event.roll)}: ${event.roll >= DEPLETED_FROM_ROLL ? `${DEPLETED_FROM_ROLL}–6` : `1–${DEPLETED_FROM_ROLL - 1}`}`,
          result: w('web.roll.teamNews.result', { depleted: event.depleted ? 'yes' : 'no' }),
        },
      ];
    case 'shot': {
      const minute = `${event.minute}'`;
      const club = names.club(event.clubId);
      const shooter = shooterOf(event);
      const line = event.line;
      const modifiers = `${event.lineModifier ? ` ${signed(event.lineModifier)} (${w('web.roll.line', { line })})` : ''}${event.rebound ? w('web.roll.rebound') : ''}`;
      return [
        { minute, club, rule: w('web.roll.position.rule'), read: d6(event.lineRoll), result: w('web.roll.position.result', { line }) },
        ...(event.pickRolls.length
          ? [
              {
                minute,
                club,
                rule: w('web.roll.shooter.rule', { line }),
                read: d6(event.pickRolls.join(', ')),
                result: shooter,
              },
            ]
          : []),
        {
          minute,
          club,
          rule: w('web.roll.shot.rule'),
          read: w('web.roll.shot.read', {
            rating: event.rating,
            roll: event.roll,
            modifiers,
            total: event.total,
            keeper: event.keeperRating,
            keeperRoll: event.keeperRoll,
            saveTotal: event.saveTotal,
          }),
          result: w(event.saved ? 'web.roll.shot.saved' : 'web.roll.shot.goal', { shooter, total: event.total, saveTotal: event.saveTotal }),
        },
      ];
    }
    case 'goal': {
      if (event.assistRoll === null) return [];
      const minute = `${event.minute}'`;
      const club = names.club(event.clubId);
      const line = ASSIST_TABLE[event.assistRoll - 1];
      const assister = event.assistId !== null ? names.player(event.assistId) : event.assistKind === 'youth' ? w('web.roll.youth') : null;
      return [
        {
          minute,
          club,
          rule: w('web.roll.assist.rule'),
          read: d6(event.assistRoll),
          result: line ? `${w('web.roll.assist.from', { line })}${event.assistLine ? '' : w('web.roll.assist.nobody')}` : w('web.roll.assist.solo'),
        },
        ...(event.assistRolls.length
          ? [
              {
                minute,
                club,
                rule: w('web.roll.assister.rule'),
                read: d6(event.assistRolls.join(', ')),
                result: assister ?? w('web.roll.assist.none'),
              },
            ]
          : []),
      ];
    }
    case 'result': {
      if (!event.chart) return [];
      const score = `${names.club(event.homeId)} ${w('web.score', { home: event.homeGoals, away: event.awayGoals })} ${names.club(event.awayId)}`;
      const [first, second] = event.chart.roll;
      return [
        {
          minute: null,
          club: null,
          rule: w('web.roll.result.rule', { row: w('dice.row', { row: ROW_IDS[event.chart.row] }) }),
          read: w('web.roll.result.read', { first, second, sum: first + second }),
          result:
            event.chart.margin === 0
              ? w('web.roll.result.draw')
              : w('web.roll.result.won', { margin: Math.abs(event.chart.margin), side: event.chart.margin > 0 ? 'home' : 'away' }),
        },
        { minute: null, club: null, rule: w('web.roll.loser.rule'), read: d6(event.chart.scoreRoll), result: score },
      ];
    }
    case 'cup-shoot-out':
      return event.kicks.map((kick) => ({
        minute: null,
        club: names.club(kick.clubId),
        rule: w(kick.engine === 'classic' ? 'web.roll.kick.classicRule' : 'web.roll.kick.detailedRule'),
        read:
          kick.engine === 'classic'
            ? w('web.roll.kick.classicRead', { shot: kick.shot, save: kick.save })
            : w('web.roll.kick.detailedRead', { roll: kick.roll, target: kick.target }),
        result: `${w('web.cups.kick', { taker: kick.playerId !== null ? names.player(kick.playerId) : w('web.cups.theirTaker'), scored: kick.scored ? 'yes' : 'no' })}${kick.suddenDeath ? w('web.roll.kick.suddenDeath') : ''}`,
      }));
    default:
      return [];
  }
}

function detailedRolls(event: DetailedEvent, club: (side: MatchSideName) => string, names: Names, locale: Locale): WebRoll[] {
  const w = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  const minute = matchTime(event).trim();
  const who = (id: string | null) => (id !== null ? names.player(id) : w('web.roll.player'));
  const dice = (tuple: DiceTuple) => turn(locale, tuple);
  const playerCard = (id: string | null, code: string) => w('web.roll.playerCard', { player: who(id), code });
  const keeperCard = (value: string) => w('web.roll.keeperCard', { reading: reading(locale, value) });
  const one = (side: MatchSideName | null, rule: string, read: string, result: string): WebRoll[] => [
    { minute, club: side ? club(side) : null, rule, read, result },
  ];
  switch (event.type) {
    case 'detailed-added-time':
      return one(
        null,
        w('web.roll.addedTime.rule'),
        `${w('dice.addedTime', { roll: event.roll, chart: event.chart })}${event.injuries ? w('web.roll.addedTime.injuries', { count: event.injuries }) : ''}`,
        w('web.roll.addedTime.result', { total: event.total }),
      );
    case 'detailed-corner':
      return one(event.side, event.from === 'card' ? playerCard(event.playerId, 'Cr') : keeperCard('Corner'), dice(event.dice), w('web.roll.corner'));
    case 'detailed-foul': {
      const rule =
        event.cause === 'keeper-fouled' ? keeperCard('Fouled') : w('web.roll.playerCardPlain', { code: event.cause === 'card' ? 'Cd' : event.cause });
      const extra = `${event.fls !== null ? ` · Fls ${event.fls}` : ''}${event.manShort ? w('dice.manShort') : ''}`;
      const result = event.cause === 'second-yellow-let-off' ? w('web.roll.foul.letOff') : w('web.roll.foul.by', { player: who(event.foulerId) });
      return one(event.side, rule, `${dice(event.dice)}${extra}`, result);
    }
    case 'detailed-offside':
      return one(event.side, playerCard(event.playerId, 'Off'), dice(event.dice), w('web.roll.offside'));
    case 'detailed-possession-move':
      return one(event.side, playerCard(event.playerId, event.kind), dice(event.dice), w('web.roll.move'));
    case 'detailed-turnover':
      return one(event.side, playerCard(event.playerId, event.kind === 'steal' ? w('dice.steal') : event.kind), dice(event.dice), w('web.roll.won'));
    case 'detailed-shot':
      return shotRolls(event, club, who, minute, locale);
    case 'detailed-penalty':
      return one(
        event.side,
        w('web.roll.penalty.rule'),
        w('web.roll.penalty.read', { turn: dice(event.dice), target: event.target, roll: event.roll }),
        w('web.roll.penalty.result', { player: who(event.takerId), result: event.result }),
      );
    case 'detailed-penalty-follow-up':
      return one(
        event.side,
        w('web.roll.followUp.rule', { column: event.column === 'on' ? 'On (Sv+)' : 'Off' }),
        `${w('web.roll.read', { turn: dice(event.dice), roll: event.value })}${event.splitRoll !== null ? w('dice.split', { roll: event.splitRoll }) : ''}`,
        reading(locale, event.result),
      );
    case 'detailed-card': {
      const extra = [
        event.redRoll !== null ? w('web.roll.card.red', { upTo: String(event.redUpTo), roll: event.redRoll }) : null,
        event.secondRoll !== null ? w('web.roll.card.secondYellow', { chance: String(event.secondChance), roll: event.secondRoll }) : null,
      ].filter(Boolean);
      return one(
        event.side,
        event.keeper ? keeperCard('Card') : playerCard(event.playerId, 'Cd'),
        [dice(event.dice), ...extra].join(' · '),
        w('web.roll.card.result', { second: event.second ? 'yes' : 'no', colour: event.colour, player: who(event.playerId) }),
      );
    }
    case 'detailed-injury':
      return one(
        event.side,
        w('web.roll.injury.rule'),
        w('dice.injuryDetailed', { d20: event.d20, d10: event.d10 }),
        w('web.roll.injury.result', { player: who(event.playerId) }),
      );
    case 'detailed-endurance':
      return one(
        event.side,
        w('web.roll.endurance.rule', { player: who(event.playerId), en: event.en }),
        w('web.roll.d20', { roll: event.d20 }),
        w(event.outcome === 'rest' ? 'web.roll.endurance.rest' : 'web.roll.endurance.tired'),
      );
    default:
      return [];
  }
}

function shotRolls(
  event: Extract<DetailedEvent, { type: 'detailed-shot' }>,
  club: (side: MatchSideName) => string,
  who: (id: string | null) => string,
  minute: string,
  locale: Locale,
): WebRoll[] {
  const w = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  const source = event.source === 'rebound' ? 'Reb. Sh' : event.source;
  const special = event.special ? w('dice.after', { special: event.special === 'free-kick' ? 'freeKick' : event.special }) : '';
  const side = club(event.side);
  const rolls: WebRoll[] = [
    {
      minute,
      club: side,
      rule: w('web.roll.playerCard', { player: who(event.shooterId), code: `${source}${special}` }),
      read: turn(locale, event.turnDice),
      result: w('web.roll.shot.card'),
    },
  ];
  if (event.stopped) {
    rolls.push({
      minute,
      club: side,
      rule: w('web.roll.block.rule', { d: event.d }),
      read: `${turn(locale, event.dice)} · ${w('web.roll.d20', { roll: event.dice[0] })}`,
      result: w('web.roll.block.result'),
    });
    return rolls;
  }
  rolls.push({
    minute,
    club: side,
    rule: w('web.roll.target.rule', { limit: event.onLimit }),
    read: w('web.roll.read', { turn: turn(locale, event.dice), roll: `${event.dice[1]}${event.dice[2]}` }),
    result: w('web.roll.target.result', { on: event.onTarget ? 'yes' : 'no' }),
  });
  const column = event.onTarget ? 'On (Sv+)' : 'Off';
  const gl = event.onTarget && event.gl ? ` (GL ${signed(event.gl)})` : '';
  const split = event.splitRoll !== null ? w('dice.split', { roll: event.splitRoll }) : '';
  rolls.push({
    minute,
    club: side,
    rule: w('web.roll.column.rule', { column }),
    read: w('web.roll.column.read', { red: event.dice[3], white: event.dice[4], value: event.value, gl, split }),
    result: reading(locale, event.result),
  });
  return rolls;
}
