import type { APIEmbed } from 'discord.js';
import { violationText } from '../../commentary/violation-text.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { ClubNewsView, NewsItem } from '../../league/views/club-news.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import type { ClubHeadline, ClubScore } from '../../league/views/club-headline.js';
import { COLOURS, name } from './format.js';
import { moneyIn } from './money-words.js';
import { ledgerDetailIn } from './ledger-detail.js';
import { competitionIn, divisionIn, scoreIn, stepLabelIn } from './post-words.js';
import { standIn } from './stadium.render.js';
import { roleIn } from './staff.render.js';

function lineupText(locale: Locale, item: Extract<NewsItem, { kind: 'lineup' }>): string[] {
  const formation = item.formation;
  const head =
    item.source === 'auto'
      ? t(locale, 'news.lineup.auto', { formation })
      : item.source === 'kept-formation'
        ? t(locale, 'news.lineup.kept', { formation })
        : t(locale, item.source === 'standing' ? 'news.lineup.standing' : 'news.lineup.own', { formation });
  const changes = item.changes.map((c) => {
    const out = c.out ? name(c.out) : t(locale, 'news.lineup.empty');
    const why = t(locale, 'news.lineup.why', { reason: c.reason });
    const slot = t(locale, 'news.lineup.slot', { slot: c.slot === 'CF+SM' ? 'wing' : c.slot === 'SB+SM' ? 'wingBack' : c.slot });
    return `  • ${out}${why} → ${c.in ? name(c.in) : t(locale, 'news.lineup.youth')} ${slot}`;
  });
  return [head, ...changes];
}

function itemText(locale: Locale, item: NewsItem): string[] {
  const pounds = (amount: number) => moneyIn(locale, amount);
  switch (item.kind) {
    case 'bid-won':
      return [t(locale, 'news.bidWon', { amount: pounds(item.amount), player: name(item.player), fee: pounds(item.fee) })];
    case 'bid-lost': {
      const bid = { amount: pounds(item.amount), player: name(item.player) };
      return [item.joined ? t(locale, 'news.bidLost', { ...bid, club: name(item.joined) }) : t(locale, 'news.bidLost.unknown', bid)];
    }
    case 'bid-open':
      return [t(locale, 'news.bidOpen', { amount: pounds(item.amount), player: name(item.player) })];
    case 'sold': {
      const sale = { player: name(item.player), fee: pounds(item.fee) };
      return [item.to ? t(locale, 'news.sold', { ...sale, club: name(item.to) }) : t(locale, 'news.sold.unknown', sale)];
    }
    case 'not-sold':
      return [t(locale, 'news.notSold', { player: name(item.player), roll: item.roll })];
    case 'listed':
      return [
        item.mode === 'unlist'
          ? t(locale, 'news.unlisted', { player: name(item.player) })
          : t(locale, 'news.listed', { player: name(item.player), mode: item.mode, price: pounds(item.askingPrice) }),
      ];
    case 'build-started': {
      const build = { stand: standIn(locale, item.stand), cost: pounds(item.cost) };
      return [item.weeks ? t(locale, 'news.buildStarted', { ...build, weeks: item.weeks }) : t(locale, 'news.buildStarted.open', build)];
    }
    case 'build-finished':
      return [t(locale, 'news.buildFinished', { stand: standIn(locale, item.stand) })];
    case 'staff':
      return [t(locale, 'news.staff', { hired: item.hired ? 'yes' : 'no', role: roleIn(locale, item.role) })];
    case 'training-completed':
      return [t(locale, 'news.trainingCompleted', { player: name(item.player), code: item.code })];
    case 'injury':
      return [
        item.weeks > 0
          ? t(locale, 'news.injured', { player: name(item.player), weeks: item.weeks })
          : t(locale, 'news.niggle', { player: name(item.player) }),
      ];
    case 'money':
      return [];
    case 'refused':
      return [
        t(locale, 'news.refused', {
          order: item.order,
          reason: item.violation ? violationText(locale, item.violation) : (item.text ?? item.message),
        }),
      ];
    case 'lineup':
      return lineupText(locale, item);
    case 'ai-filled':
      return [
        item.what === 'selection'
          ? t(locale, 'news.aiSelection')
          : item.what === 'sponsor'
            ? t(locale, 'news.aiSponsor')
            : t(locale, 'news.aiTraining', { players: item.players.map(name).join(', ') }),
      ];
  }
}

function scoreText(locale: Locale, score: ClubScore): string {
  const penalties = score.penalties ? t(locale, 'news.penalties', { score: scoreIn(locale, score.penalties.for, score.penalties.against) }) : '';
  return t(locale, 'news.score', { score: scoreIn(locale, score.goalsFor, score.goalsAgainst), penalties, opponent: name(score.opponent) });
}

/** "Won 4–1 v Kingsbridge Town · 2nd in the Premier Division · Cup: out (0–3 v Torino)". */
export function headlineText(headline: ClubHeadline, locale: Locale = DEFAULT_LOCALE): string | null {
  const { result, position } = headline;
  const outcome = result ? (result.won === null ? 'drew' : result.won ? 'won' : 'lost') : null;
  const parts = [
    result
      ? result.competition === 'league'
        ? t(locale, 'news.result', { outcome: outcome!, score: scoreText(locale, result) })
        : t(locale, 'news.result.cup', {
            competition: competitionIn(locale, COMPETITION_NAMES[result.competition]),
            outcome: outcome!,
            score: scoreText(locale, result),
          })
      : null,
    position ? t(locale, 'news.position', { position: position.position, division: divisionIn(locale, position.division) }) : null,
    ...headline.cups.map((cup) => {
      const last = cup.last ? ` (${scoreText(locale, cup.last)})` : '';
      const status =
        cup.status === 'won'
          ? t(locale, 'news.cup.won', { last })
          : cup.status === 'out'
            ? t(locale, 'news.cup.out', { last })
            : cup.last
              ? t(locale, 'news.cup.through', { last })
              : t(locale, 'news.cup.firstTie');
      return `${competitionIn(locale, COMPETITION_NAMES[cup.competition])}: ${status}`;
    }),
  ].filter((part): part is string => part !== null);
  return parts.length ? `**${parts.join(' · ')}**` : null;
}

/** The manager's private news of the step last played: what happened to his club, his money and what comes next. */
export function renderNews(view: ClubNewsView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const when = view.step ? stepLabelIn(locale, view.step) : null;
  const headline = view.headline ? headlineText(view.headline, locale) : null;
  const lines = [...(headline ? [headline] : []), ...view.items.flatMap((item) => itemText(locale, item))];
  const moneyItems = view.items.filter((i): i is Extract<NewsItem, { kind: 'money' }> => i.kind === 'money');
  const moneyLines = moneyItems.map((m) => `${moneyIn(locale, m.amount, true)} ${ledgerDetailIn(locale, m.detail)}`);
  const balance = t(locale, 'news.balance', { balance: moneyIn(locale, view.balance) });
  const fields = [
    ...(moneyLines.length ? [{ name: t(locale, 'news.money'), value: `${moneyLines.join('\n')}\n${balance}`.slice(0, 1024) }] : []),
    ...(view.next
      ? [
          {
            name: t(locale, 'news.next'),
            value: t(locale, 'news.next.match', { week: view.next.week, home: view.next.home ? 'yes' : 'no', opponent: name(view.next.opponent) }),
          },
        ]
      : []),
  ];
  return {
    title: when ? t(locale, 'news.title', { club: view.clubName, step: when }) : t(locale, 'news.title.none', { club: view.clubName }),
    description: (when ? lines.join('\n') || t(locale, 'news.nothingHappened') : t(locale, 'news.nothingPlayed')).slice(0, 4096),
    color: COLOURS.info,
    ...(fields.length ? { fields } : {}),
  };
}
