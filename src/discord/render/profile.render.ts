import type { APIEmbed } from 'discord.js';
import type { Game, ManagerProfile, ProfileSpell } from '../../league/index.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { plural } from '../../plural.js';
import { userMention } from '../mentions.js';
import { COLOURS, divisionName, name } from './format.js';
import { ordinal } from './images/positions.image.js';
import { awardText } from '../../league/index.js';

function record(r: { played: number; won: number; drawn: number; lost: number }): string {
  if (r.played === 0) return 'no league match';
  return `P ${r.played} · W ${r.won} D ${r.drawn} L ${r.lost}`;
}

/** Where the club finished: in a football division, or in a card game's one table. */
function finishText(finish: NonNullable<ProfileSpell['finish']>, game: Game): string {
  const where = game === 'cards' ? `of ${finish.of} in the league` : `in the ${divisionName(finish.division)}`;
  return `${ordinal(finish.position)} ${where}${finish.promoted ? ', promoted ⬆️' : ''}${finish.relegated ? ', relegated ⬇️' : ''}${finish.division === 0 && finish.position === 1 ? ' 🏆' : ''}`;
}

function spellLine(spell: ProfileSpell, game: Game): string {
  const finish = spell.finish
    ? finishText(spell.finish, game)
    : spell.leftAfterWeek !== null
      ? spell.played === 0
        ? 'left before a match'
        : // A card game's steps are not its rounds: its spell is told without them.
          game === 'cards'
          ? 'left before the season’s end'
          : `left after week ${spell.leftAfterWeek}`
      : spell.current
        ? 'in charge now'
        : 'season not finished';
  const cups = spell.cups.map((c) => `🏆 ${game === 'cards' ? 'the cup' : COMPETITION_NAMES[c]}`).join(', ');
  const from = spell.firstWeek > 1 && game !== 'cards' ? ` from week ${spell.firstWeek}` : '';
  return `Season ${spell.season} · ${name(spell.clubName)}${from}: ${finish}${cups ? `, ${cups}` : ''} · ${record(spell)}`;
}

/** A manager's career: his record, trophies and moves, then each league's seasons (only his, never his orders). */
export function renderProfile(profile: ManagerProfile, viewerId: string): APIEmbed {
  const own = viewerId === profile.userId;
  const t = profile.totals;
  const winRate = t.played ? ` · win rate ${Math.round((100 * t.won) / t.played)}%` : '';
  const trophies = [
    t.leagueTitles ? plural(t.leagueTitles, 'league title') : '',
    t.divisionTitles ? plural(t.divisionTitles, 'division title') : '',
    t.cups ? plural(t.cups, 'cup') : '',
  ].filter(Boolean);
  const summary = [
    `${userMention(profile.userId)}’s career as a manager.`,
    `League matches: ${record(t)}${winRate}`,
    `Trophies: ${trophies.join(', ') || 'none yet'} · promotions ${t.promotions} · relegations ${t.relegations}${t.awards ? ` · ${plural(t.awards, 'award')}` : ''}`,
  ];
  const leagues = profile.leagues.map(
    (league) =>
      `\n**${name(league.name)}**${league.elsewhere ? ' (another server)' : ''}${league.game === 'cards' ? ' (card game)' : ''}\n${[
        ...league.spells.map((s) => spellLine(s, league.game)),
        ...league.awards.map((a) => `🏅 ${awardText(a)}`),
      ].join('\n')}`,
  );
  const empty = profile.leagues.length ? [] : ['\nNo club managed in this server’s leagues yet.'];
  return {
    title: 'Manager’s profile',
    description: [...summary, ...leagues, ...empty].join('\n'),
    footer: {
      text: profile.shared
        ? `Shared: other servers’ /profile show these leagues.${own ? ' /profile share:False stops it.' : ''}`
        : `Only this server’s leagues.${own ? ' /profile share:True lets other servers show them too.' : ''}`,
    },
    color: COLOURS.info,
  };
}
