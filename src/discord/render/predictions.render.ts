import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { listIn, scoreIn } from './post-words.js';
import type { APIEmbed } from 'discord.js';
import type { BestPredictors, MyPredictionsView, PredictedView, PredictionTableView } from '../../league/index.js';
import { PREDICTION_POINTS } from '../../league/index.js';
import { relativeTime, userMention } from '../mentions.js';
import { COLOURS, name } from './format.js';

/** The points a prediction scores, as the replies tell them. */
const rule = (locale: Locale) => t(locale, 'predict.rule', { exact: PREDICTION_POINTS.exact, result: PREDICTION_POINTS.result });

/** The week story's one line naming the week's best predictor (a mention in an embed: shown as his name, never a ping). */
export function bestPredictorLine(best: BestPredictors | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!best || best.userIds.length === 0) return '';
  return t(locale, 'posts.story.bestPredictor', { managers: listIn(locale, best.userIds.map(userMention)), points: best.points });
}

/** A prediction saved, told to its maker alone in his language. */
export function renderPredicted(view: PredictedView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const change = view.deadline
    ? t(locale, 'predict.saved.untilDeadline', { deadline: relativeTime(view.deadline) })
    : t(locale, 'predict.saved.untilPlayed');
  const saved = t(locale, 'predict.saved', {
    home: name(view.homeName),
    score: scoreIn(locale, view.homeGoals, view.awayGoals),
    away: name(view.awayName),
    change,
    manager: view.manager ? 'yes' : 'no',
  });
  return { title: t(locale, 'predict.saved.title'), description: `${saved}\n${rule(locale)}`, color: COLOURS.info };
}

/** A member's own predictions this season, privately, in his language. */
export function renderMyPredictions(view: MyPredictionsView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const lines = view.lines.map((l) => {
    const outcome = l.result
      ? t(locale, 'predict.mine.ended', { score: scoreIn(locale, l.result.homeGoals, l.result.awayGoals), points: l.result.points })
      : t(locale, 'predict.mine.toPlay');
    const score = scoreIn(locale, l.homeGoals, l.awayGoals);
    return t(locale, 'predict.mine.line', { round: l.round, home: name(l.homeName), score, away: name(l.awayName), outcome });
  });
  return {
    title: t(locale, 'predict.mine.title', { season: view.season, points: view.points }),
    description: lines.length ? lines.slice(-20).join('\n') : t(locale, 'predict.mine.none'),
    footer: { text: rule(locale) },
    color: COLOURS.info,
  };
}

/** The season's leaderboard, in the reader's language when he alone sees it, in the league's when the channel does. */
export function renderPredictionTable(view: PredictionTableView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const rows = view.rows.slice(0, 20).map((r, i) =>
    t(locale, 'predict.table.row', {
      rank: i + 1,
      user: userMention(r.userId),
      manager: r.manager ? 'yes' : 'no',
      points: r.points,
      exact: r.exact,
      predicted: r.predicted,
    }),
  );
  return {
    title: t(locale, 'predict.table.title', { league: view.leagueName, season: view.season }),
    description: rows.length ? rows.join('\n') : t(locale, 'predict.table.none'),
    footer: { text: t(locale, 'predict.table.footer', { rule: rule(locale) }) },
    color: COLOURS.league,
  };
}
