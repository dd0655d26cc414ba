import type { APIEmbed } from 'discord.js';
import type { ManagerProfile, ProfileSpell } from '../../league/index.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { plural } from '../../plural.js';
import { userMention } from '../mentions.js';
import { COLOURS, divisionName, name } from './format.js';
import { ordinal } from './images/positions.image.js';

function record(r: { played: number; won: number; drawn: number; lost: number }): string {
  if (r.played === 0) return 'no league match';
  return `P ${r.played} · W ${r.won} D ${r.drawn} L ${r.lost}`;
}

function spellLine(spell: ProfileSpell): string {
  const finish = spell.finish
    ? `${ordinal(spell.finish.position)} in the ${divisionName(spell.finish.division)}${spell.finish.promoted ? ', promoted ⬆️' : ''}${spell.finish.relegated ? ', relegated ⬇️' : ''}${spell.finish.division === 0 && spell.finish.position === 1 ? ' 🏆' : ''}`
    : spell.leftAfterWeek !== null
      ? spell.leftAfterWeek < 1
        ? 'left before a match'
        : `left after week ${spell.leftAfterWeek}`
      : spell.current
        ? 'in charge now'
        : 'season not finished';
  const cups = spell.cups.map((c) => `🏆 ${COMPETITION_NAMES[c]}`).join(', ');
  const from = spell.firstWeek > 1 ? ` from week ${spell.firstWeek}` : '';
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
    `Trophies: ${trophies.join(', ') || 'none yet'} · promotions ${t.promotions} · relegations ${t.relegations}`,
  ];
  const leagues = profile.leagues.map(
    (league) =>
      `\n**${name(league.name)}**${league.elsewhere ? ' (another server)' : ''}${league.game === 'cards' ? ' (card game)' : ''}\n${league.spells.map(spellLine).join('\n')}`,
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
