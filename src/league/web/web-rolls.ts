import { isDetailedEvent, matchTime } from '../../commentary/detailed.js';
import { anonymousShooterId } from '../../commentary/non-player-names.js';
import type { Names } from '../../commentary/render.js';
import type { DetailedEvent, DiceTuple, MatchSideName } from '../../engine/detailed/detailed-events.js';
import type { EngineEvent } from '../../engine/events.js';
import { ASSIST_TABLE } from '../../engine/tables/assists.js';
import { DEPLETED_FROM_ROLL } from '../../engine/tables/non-player-opponent.js';
import type { Line } from '../../engine/types.js';

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

const LINES: Readonly<Record<Line, string>> = { G: 'goalkeeper', D: 'defence', M: 'midfield', A: 'attack' };

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** The five dice of a Net Results turn: the d20, the d8 pair read 11–88, the d10 pair. */
function turn([d20, red8, white8, red10, white10]: DiceTuple): string {
  return `d20 ${d20} · d8 pair ${red8}${white8} · d10 ${red10}/${white10}`;
}

/**
 * Every roll of a match in the order the engine rolled it, each with the rule that read it: a league match's stored
 * events are all it needs (the dispute view of the web page). Events without dice add nothing.
 */
export function rollsOf(events: readonly EngineEvent[], names: Names): WebRoll[] {
  const sides = { home: '', away: '' };
  const rolls: WebRoll[] = [];
  for (const event of events) {
    if (isDetailedEvent(event)) {
      if (event.type === 'detailed-kick-off') Object.assign(sides, { home: event.homeClubId, away: event.awayClubId });
      rolls.push(...detailedRolls(event, (side) => (sides[side] ? names.club(sides[side]) : side), names));
    } else rolls.push(...classicRolls(event, names));
  }
  return rolls;
}

function classicRolls(event: EngineEvent, names: Names): WebRoll[] {
  // A squadless club's shooter takes the name the match report gives him.
  const shooterOf = (e: Extract<EngineEvent, { type: 'shot' }>) =>
    e.shooterId !== null
      ? names.player(e.shooterId)
      : e.shooterKind === 'youth'
        ? 'a youth-team player'
        : names.player(anonymousShooterId(e.clubId, e.line, e.minute));
  switch (event.type) {
    case 'team-news':
      return [
        {
          minute: null,
          club: names.club(event.clubId),
          rule: 'Non-player opponent: team news (d6)',
          read: `d6 ${event.roll}: ${event.roll >= DEPLETED_FROM_ROLL ? `${DEPLETED_FROM_ROLL}–6` : `1–${DEPLETED_FROM_ROLL - 1}`}`,
          result: event.depleted ? 'the depleted team plays' : 'the full team plays',
        },
      ];
    case 'shot': {
      const minute = `${event.minute}'`;
      const club = names.club(event.clubId);
      const shooter = shooterOf(event);
      const modifiers = `${event.lineModifier ? ` ${signed(event.lineModifier)} (${LINES[event.line]})` : ''}${event.rebound ? ' +2 (rebound)' : ''}`;
      return [
        { minute, club, rule: 'Shooting position chart (d6)', read: `d6 ${event.lineRoll}`, result: `a shot from ${LINES[event.line]}` },
        ...(event.pickRolls.length
          ? [
              {
                minute,
                club,
                rule: `Who shoots: a player of the ${LINES[event.line]} (d6, a number past the line rolled again)`,
                read: `d6 ${event.pickRolls.join(', ')}`,
                result: shooter,
              },
            ]
          : []),
        {
          minute,
          club,
          rule: 'Shot against save (d6 each)',
          read: `shot ${event.rating} + d6 ${event.roll}${modifiers} = ${event.total} v save ${event.keeperRating} + d6 ${event.keeperRoll} = ${event.saveTotal}`,
          result: event.saved ? `saved (${event.saveTotal} ≥ ${event.total})` : `goal for ${shooter} (${event.total} > ${event.saveTotal})`,
        },
      ];
    }
    case 'goal': {
      if (event.assistRoll === null) return [];
      const minute = `${event.minute}'`;
      const club = names.club(event.clubId);
      const line = ASSIST_TABLE[event.assistRoll - 1];
      const assister = event.assistId !== null ? names.player(event.assistId) : event.assistKind === 'youth' ? 'a youth-team player' : null;
      return [
        {
          minute,
          club,
          rule: 'Assists table (d6)',
          read: `d6 ${event.assistRoll}`,
          result: line ? `an assist from ${LINES[line]}${event.assistLine ? '' : ', but nobody else there: no assist'}` : 'no assist (a solo goal)',
        },
        ...(event.assistRolls.length
          ? [
              {
                minute,
                club,
                rule: 'Who assists: a player of that line (d6)',
                read: `d6 ${event.assistRolls.join(', ')}`,
                result: assister ?? 'no assist',
              },
            ]
          : []),
      ];
    }
    case 'result': {
      if (!event.chart) return [];
      const score = `${names.club(event.homeId)} ${event.homeGoals}–${event.awayGoals} ${names.club(event.awayId)}`;
      return [
        {
          minute: null,
          club: null,
          rule: `Results chart, row “${event.chart.row}” (2d6)`,
          read: `2d6 ${event.chart.roll.join(' + ')} = ${event.chart.roll[0] + event.chart.roll[1]}`,
          result:
            event.chart.margin === 0 ? 'a draw' : `won by ${Math.abs(event.chart.margin)} by the ${event.chart.margin > 0 ? 'home' : 'away'} side`,
        },
        { minute: null, club: null, rule: 'Results: the loser’s goals (d6)', read: `d6 ${event.chart.scoreRoll}`, result: score },
      ];
    }
    case 'cup-shoot-out':
      return event.kicks.map((kick) => ({
        minute: null,
        club: names.club(kick.clubId),
        rule: kick.engine === 'classic' ? 'Penalty shoot-out: kick against save (d6 each)' : 'Penalty shoot-out: the PK reading (d8 pair)',
        read: kick.engine === 'classic' ? `kick ${kick.shot} v save ${kick.save}` : `read ${kick.roll}, a goal on 11–${kick.target}`,
        result: `${kick.playerId !== null ? names.player(kick.playerId) : 'their taker'} ${kick.scored ? 'scores' : 'misses'}${kick.suddenDeath ? ' (sudden death)' : ''}`,
      }));
    default:
      return [];
  }
}

function detailedRolls(event: DetailedEvent, club: (side: MatchSideName) => string, names: Names): WebRoll[] {
  const minute = matchTime(event).trim();
  const who = (id: string | null) => (id !== null ? names.player(id) : 'a player');
  const one = (side: MatchSideName | null, rule: string, read: string, result: string): WebRoll[] => [
    { minute, club: side ? club(side) : null, rule, read, result },
  ];
  switch (event.type) {
    case 'detailed-added-time':
      return one(
        null,
        'Added time chart (d10)',
        `d10 ${event.roll}: ${event.chart}${event.injuries ? `, +2 for each of ${event.injuries} injuries` : ''}`,
        `${event.total} minutes added`,
      );
    case 'detailed-corner':
      return one(
        event.side,
        event.from === 'card' ? `Player card of ${who(event.playerId)}: Cr` : 'Keeper card: Corner',
        turn(event.dice),
        'a corner',
      );
    case 'detailed-foul': {
      const reading =
        event.cause === 'keeper-fouled' ? 'Keeper card: Fouled' : event.cause === 'card' ? 'Player card: Cd' : `Player card: ${event.cause}`;
      const extra = `${event.fls !== null ? ` · Fls ${event.fls}` : ''}${event.manShort ? ' · man short: highest Fls' : ''}`;
      const result = event.cause === 'second-yellow-let-off' ? 'a foul, the second yellow let off' : `a foul by ${who(event.foulerId)}`;
      return one(event.side, reading, `${turn(event.dice)}${extra}`, result);
    }
    case 'detailed-offside':
      return one(event.side, `Player card of ${who(event.playerId)}: Off`, turn(event.dice), 'offside');
    case 'detailed-possession-move':
      return one(event.side, `Player card of ${who(event.playerId)}: ${event.kind}`, turn(event.dice), 'the ball moves up the pitch');
    case 'detailed-turnover':
      return one(event.side, `Player card of ${who(event.playerId)}: ${event.kind}`, turn(event.dice), 'the ball is won');
    case 'detailed-shot':
      return shotRolls(event, club, who, minute);
    case 'detailed-penalty':
      return one(
        event.side,
        'Penalty kick (PK)',
        `${turn(event.dice)} · needs 11–${event.target}, read ${event.roll}`,
        `${who(event.takerId)}: ${event.result}`,
      );
    case 'detailed-penalty-follow-up':
      return one(
        event.side,
        `Keeper card after the penalty: ${event.column === 'on' ? 'On (Sv+)' : 'Off'} column`,
        `${turn(event.dice)} · read ${event.value}${event.splitRoll !== null ? ` · split d10 ${event.splitRoll}` : ''}`,
        event.result,
      );
    case 'detailed-card': {
      const extra = [
        event.redRoll !== null ? `${event.redUpTo}Red: 2d8 ${event.redRoll}` : null,
        event.secondRoll !== null ? `second yellow on 1–${event.secondChance}: d20 ${event.secondRoll}` : null,
      ].filter(Boolean);
      return one(
        event.side,
        event.keeper ? 'Keeper card: Card' : `Player card of ${who(event.playerId)}: Cd`,
        [turn(event.dice), ...extra].join(' · '),
        `${event.second ? 'a second yellow' : `a ${event.colour} card`} for ${who(event.playerId)}`,
      );
    }
    case 'detailed-injury':
      return one(event.side, 'Injury (d20, then d10)', `d20 ${event.d20} · d10 ${event.d10}`, `${who(event.playerId)} injured`);
    case 'detailed-endurance':
      return one(
        event.side,
        `Endurance of ${who(event.playerId)} (En ${event.en}, d20)`,
        `d20 ${event.d20}`,
        event.outcome === 'rest' ? 'off at the next dead ball' : 'tired, stays on',
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
): WebRoll[] {
  const source = event.source === 'rebound' ? 'Reb. Sh' : event.source;
  const special = event.special ? ` after ${event.special === 'free-kick' ? 'a free kick' : event.special === 'corner' ? 'a corner' : 'P+'}` : '';
  const side = club(event.side);
  const rolls: WebRoll[] = [
    { minute, club: side, rule: `Player card of ${who(event.shooterId)}: ${source}${special}`, read: turn(event.turnDice), result: 'a shot' },
  ];
  if (event.stopped) {
    rolls.push({
      minute,
      club: side,
      rule: `Block: the defender’s D ${event.d} (d20)`,
      read: `${turn(event.dice)} · d20 ${event.dice[0]}`,
      result: 'blocked',
    });
    return rolls;
  }
  rolls.push({
    minute,
    club: side,
    rule: `On target: 11–${event.onLimit} on the d8 pair`,
    read: `${turn(event.dice)} · read ${event.dice[1]}${event.dice[2]}`,
    result: event.onTarget ? 'on target' : 'off target',
  });
  const column = event.onTarget ? 'On (Sv+)' : 'Off';
  const gl = event.onTarget && event.gl ? ` (GL ${signed(event.gl)})` : '';
  const split = event.splitRoll !== null ? ` · split d10 ${event.splitRoll}` : '';
  rolls.push({
    minute,
    club: side,
    rule: `Keeper card: ${column} column (d10 pair)`,
    read: `d10 ${event.dice[3]}/${event.dice[4]}: ${event.value}${gl}${split}`,
    result: event.result,
  });
  return rolls;
}
