import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { listIn } from './post-words.js';
import type { APIEmbed } from 'discord.js';
import type { BestPredictors, MyPredictionsView, PredictedView, PredictionTableView } from '../../league/index.js';
import { PREDICTION_POINTS } from '../../league/index.js';
import { plural } from '../../plural.js';
import { relativeTime, userMention } from '../mentions.js';
import { COLOURS, name } from './format.js';

/** How the leaderboard marks a member who managed a club of the league (he may predict his own matches). */
export const MANAGER_MARK = '(manager)';

const RULE = `${plural(PREDICTION_POINTS.exact, 'point')} for the exact score, ${plural(PREDICTION_POINTS.result, 'point')} for the right result.`;

/** The week story's one line naming the week's best predictor (a mention in an embed: shown as his name, never a ping). */
export function bestPredictorLine(best: BestPredictors | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!best || best.userIds.length === 0) return '';
  return t(locale, 'posts.story.bestPredictor', { managers: listIn(locale, best.userIds.map(userMention)), points: best.points });
}

export function renderPredicted(view: PredictedView): APIEmbed {
  const deadline = view.deadline
    ? ` You can change it until the deadline, ${relativeTime(view.deadline)}.`
    : ' You can change it until the week is played.';
  return {
    title: 'Prediction saved',
    description: `${name(view.homeName)} **${view.homeGoals}–${view.awayGoals}** ${name(view.awayName)}.${deadline} Only you see it until then.${view.manager ? ' You manage a club here, so the table marks you.' : ''}\n${RULE}`,
    color: COLOURS.info,
  };
}

export function renderMyPredictions(view: MyPredictionsView): APIEmbed {
  const lines = view.lines.map((l) => {
    const guess = `${name(l.homeName)} ${l.homeGoals}–${l.awayGoals} ${name(l.awayName)}`;
    const outcome = l.result ? `: ended ${l.result.homeGoals}–${l.result.awayGoals}, **${plural(l.result.points, 'point')}**` : ': to be played';
    return `Week ${l.round}: ${guess}${outcome}`;
  });
  return {
    title: `Your predictions, season ${view.season}: ${plural(view.points, 'point')}`,
    description: lines.length ? lines.slice(-20).join('\n') : 'None yet this season: `/predict score` during a week, before its deadline.',
    footer: { text: RULE },
    color: COLOURS.info,
  };
}

export function renderPredictionTable(view: PredictionTableView): APIEmbed {
  const rows = view.rows
    .slice(0, 20)
    .map(
      (r, i) =>
        `${i + 1}. ${userMention(r.userId)}${r.manager ? ` ${MANAGER_MARK}` : ''}: **${plural(r.points, 'point')}** (${plural(r.exact, 'exact score')}, ${plural(r.predicted, 'match', 'matches')})`,
    );
  return {
    title: `${view.leagueName}: predictions, season ${view.season}`,
    description: rows.length ? rows.join('\n') : 'No prediction has been scored yet this season. `/predict score` to play.',
    footer: { text: `${RULE} Only played matches count.` },
    color: COLOURS.league,
  };
}
