import { describe, expect, it } from 'vitest';
import { renderCupView } from '../../src/discord/render/cup.render.js';
import {
  renderDealNews,
  renderOffer,
  renderOfferEnd,
  renderOfferList,
  renderOfferNotice,
  renderOfferNoticeEnded,
  termsLines,
} from '../../src/discord/render/deal.render.js';
import { renderJoinChecklist } from '../../src/discord/render/guide.render.js';
import { renderMyPredictions, renderPredicted, renderPredictionTable } from '../../src/discord/render/predictions.render.js';
import { renderProfile } from '../../src/discord/render/profile.render.js';
import { allReadyDraft, directReminderDraft, reminderDraft } from '../../src/discord/reminders.js';
import type { OfferView } from '../../src/league/deals/offer-views.js';
import type { CupView, DealNewsMessage, LeagueSummary, ManagerProfile, OfferNoticeMessage } from '../../src/league/index.js';

/** Common English words a German text would show if a string were left untranslated (as the German league's posts are checked). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|scorers|keeper|shoots?|saves?|corner|penalty|after|away|home|next|deadline|round|final|from|into|points|offer|pays|gives|your|you|to|of)\b/i;

/** The lines of a text that still read as English, mentions, timestamps and code spans (commands) left out. */
const englishLines = (text: string) => text.split('\n').filter((line) => ENGLISH.test(line.replace(/<[@#&!:t][^>]*>/g, '').replace(/`[^`]*`/g, '')));

const embedText = (embed: { title?: string; description?: string; fields?: { name: string; value: string }[]; footer?: { text: string } }) =>
  [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text].filter(Boolean).join('\n');

const notice: OfferNoticeMessage = {
  offerId: '42',
  kind: 'transfer',
  fromClubName: 'Kickers',
  fromUserId: '222222222222222222',
  toClubName: 'Eintracht',
  toUserId: '111111111111111111',
  buttons: [],
};

const view: OfferView = {
  id: '42',
  status: 'open',
  fromClub: { id: 'c1', name: 'Kickers' },
  toClub: { id: 'c2', name: 'Eintracht' },
  fromUserId: 'u1',
  toUserId: 'u2',
  terms: {
    kind: 'transfer',
    give: [{ id: 'p1', name: 'Alf Jones', about: { positions: ['CB'], ability: 7, age: 24, value: 120_000 } }],
    get: [],
    money: -60_000,
    immunity: 0,
  },
  expiresTurn: 3,
  note: null,
};

const news: DealNewsMessage = {
  season: 1,
  week: 4,
  phase: 'season',
  deals: [
    {
      kind: 'transfer',
      clubs: ['Kickers', 'Eintracht'],
      moves: [{ player: 'Alf Jones', from: 'Kickers', to: 'Eintracht' }],
      payment: { payer: 'Eintracht', payee: 'Kickers', amount: 60_000 },
      feesHidden: false,
    },
    {
      kind: 'loan',
      clubs: ['Kickers', 'Eintracht'],
      moves: [{ player: 'Bert Brandt', from: 'Kickers', to: 'Eintracht' }],
      payment: null,
      feesHidden: true,
      matches: 2,
    },
  ],
};

describe('deals between managers in German', () => {
  it('GIVEN a German league THEN the channel hears of an offer, how it ended and the deals done in German; an English league as before', () => {
    const german = renderOfferNotice({ ...notice, locale: 'de' }).content!;
    expect(german).toContain('hat ein Transferangebot von **Kickers** (<@222222222222222222>)');
    expect(german).toContain('(Angebot 42)');
    expect(englishLines(german)).toEqual([]);
    expect(renderOfferNotice(notice).content).toBe(
      '<@111111111111111111>, **Eintracht** has a transfer offer from **Kickers** (<@222222222222222222>) (offer 42). Press **View offer** to see its terms; only you can answer it.',
    );
    const counter = renderOfferNotice({ ...notice, counterOf: '41', locale: 'de' }).content!;
    expect(counter).toContain('ein Gegenangebot von **Kickers** (<@222222222222222222>) auf dein Angebot 41 erhalten (Angebot 42)');

    const ended = renderOfferNoticeEnded({ notice: { ...notice, locale: 'de' }, ending: 'declined' }).content!;
    expect(ended).toMatch(/❌ Abgelehnt von <@111111111111111111>$/);
    const told = renderOfferEnd({
      offerId: '42',
      ending: 'accepted',
      fromUserId: '3',
      fromClubName: 'Kickers',
      toClubName: 'Eintracht',
      locale: 'de',
    });
    expect(told.content).toContain('**Eintracht** hat dein Angebot 42 angenommen');
    expect(englishLines(told.content!)).toEqual([]);
    expect(renderOfferEnd({ offerId: '42', ending: 'expired', fromUserId: '3', fromClubName: 'K', toClubName: 'E' }).content).toBe(
      '<@3>, your offer 42 to **E** expired unanswered at the deadline.',
    );

    const done = embedText(renderDealNews({ ...news, locale: 'de' }));
    expect(done).toContain('Deals unter Managern: Saison 1, 4. Spieltag');
    expect(done).toContain('Alf Jones zu Eintracht; Eintracht zahlt 60.000\u00a0£ an Kickers');
    expect(done).toContain('🔁 Bert Brandt wechselt für 2 Spiele auf Leihbasis von Kickers zu Eintracht (Summe nicht genannt).');
    expect(englishLines(done)).toEqual([]);
    const english = renderDealNews(news).description!;
    expect(english).toContain('🤝 Kickers and Eintracht agree a deal: Alf Jones to Eintracht, Eintracht paying Kickers £60,000.');
    expect(english).toContain('🔁 Bert Brandt joins Eintracht on loan from Kickers for 2 matches (fee undisclosed).');
  });

  it('GIVEN a German reader THEN an offer, its terms and his list are German; an English reader reads them as before', () => {
    const german = embedText(renderOffer(view, 'de'));
    expect(german).toContain('Angebot 42: Kickers an Eintracht');
    expect(german).toContain('Alf Jones (CB · Stärke 7,0 · Alter 24 · Marktwert 120.000\u00a0£)');
    expect(german).toContain('Eintracht zahlt 60.000\u00a0£.');
    expect(german).toContain('Stand: offen.');
    expect(englishLines(german)).toEqual([]);
    expect(termsLines(view, view.terms)).toEqual(['Kickers gives: Alf Jones', 'Eintracht gives: nobody', 'Eintracht pays £60,000.']);
    const list = embedText(renderOfferList('c1', [view], 'de'));
    expect(list).toContain('Deine Angebote');
    expect(list).toContain('**42** Transfer an Eintracht');
    expect(englishLines(list)).toEqual([]);
    expect(renderOfferList('c1', [view]).fields![1]!.value).toBe(
      '**42** transfer to Eintracht: Kickers gives: Alf Jones Eintracht gives: nobody Eintracht pays £60,000. (open)',
    );
  });
});

describe('reminders, predictions, profiles and cups in German', () => {
  const deadline = '2026-12-06T20:00:00.000Z';

  it('GIVEN a German league THEN its reminders, in the channel and by direct message, are German', () => {
    const channel = reminderDraft({ userIds: ['1'], deadline, locale: 'de' }).content!;
    expect(channel).toContain('Der Stichtag für eure Anweisungen ist <t:');
    expect(englishLines(channel)).toEqual([]);
    expect(reminderDraft({ userIds: ['1'], deadline }).content).toMatch(/^⏰ <@1> orders for this week are due <t:\d+:R>\. Give your orders/);
    const ready = allReadyDraft({ season: 1, week: 3, phase: 'season', locale: 'de' }).content!;
    expect(ready).toBe('Alle Manager sind bereit für Saison 1, 3. Spieltag: Gespielt wird innerhalb der nächsten Minute.');
    expect(allReadyDraft({ season: 1, week: 0, phase: 'preseason' }).content).toBe(
      "Every manager is ready for season 1's pre-season: it is played within the minute.",
    );
    const direct = directReminderDraft({ userId: '1', leagueName: 'Liga', channelId: '9', deadline, reason: 'predict', locale: 'de' }).content!;
    expect(direct).toContain('du hast noch kein Spiel dieser Runde getippt');
    expect(englishLines(direct)).toEqual([]);
  });

  it('GIVEN a German reader THEN his predictions are German, and the leaderboard in the language it is given', () => {
    const saved = embedText(
      renderPredicted({ homeName: 'Kickers', awayName: 'Eintracht', homeGoals: 2, awayGoals: 1, deadline: null, manager: true } as never, 'de'),
    );
    expect(saved).toContain('Tipp gespeichert');
    expect(saved).toContain('Kickers **2:1** Eintracht.');
    expect(saved).toContain('3 Punkte für das genaue Ergebnis');
    expect(englishLines(saved)).toEqual([]);
    const mine = embedText(
      renderMyPredictions(
        {
          season: 1,
          points: 3,
          lines: [
            { round: 2, homeName: 'Kickers', awayName: 'Eintracht', homeGoals: 1, awayGoals: 0, result: { homeGoals: 1, awayGoals: 0, points: 3 } },
          ],
        } as never,
        'de',
      ),
    );
    expect(mine).toContain('Spieltag 2: Kickers 1:0 Eintracht: Endstand 1:0, **3 Punkte**');
    expect(englishLines(mine)).toEqual([]);
    const rows = [{ userId: '5', manager: true, points: 4, exact: 1, predicted: 3 }];
    const table = embedText(renderPredictionTable({ leagueName: 'Liga', season: 1, rows, language: 'de' } as never, 'de'));
    expect(table).toContain('1. <@5> (Manager): **4 Punkte** (1 genauer Treffer, 3 Spiele)');
    expect(englishLines(table)).toEqual([]);
    expect(renderPredictionTable({ leagueName: 'Liga', season: 1, rows, language: 'en' } as never).description).toBe(
      '1. <@5> (manager): **4 points** (1 exact score, 3 matches)',
    );
  });

  it('GIVEN a German reader THEN a career is German, awards included', () => {
    const profile: ManagerProfile = {
      userId: '7',
      shared: false,
      leagues: [
        {
          name: 'Liga',
          game: 'football',
          elsewhere: false,
          spells: [
            {
              season: 1,
              clubName: 'Kickers',
              firstWeek: 3,
              leftAfterWeek: null,
              current: false,
              finish: { division: 1, position: 1, of: 8, promoted: true, relegated: false },
              cups: ['cup'],
              played: 14,
              won: 9,
              drawn: 3,
              lost: 2,
            },
          ],
          awards: [{ kind: 'best-predictor', season: 1, points: 31 }],
        },
      ],
      totals: { played: 14, won: 9, drawn: 3, lost: 2, leagueTitles: 0, divisionTitles: 1, cups: 1, promotions: 1, relegations: 0, awards: 1 },
    };
    const german = embedText(renderProfile(profile, '7', 'de'));
    expect(german).toContain('Saison 1 · Kickers ab Spieltag 3: Platz 1 in der 2. Liga, aufgestiegen ⬆️, 🏆 Pokal · Sp. 14 · S 9 U 3 N 2');
    expect(german).toContain('🏅 Bester Tipper, Saison 1 (31 Punkte)');
    expect(englishLines(german)).toEqual([]);
    expect(renderProfile(profile, '7').description).toContain('Season 1 · Kickers from week 3: 1st in the Second Division, promoted ⬆️, 🏆 Cup');
  });

  it('GIVEN a German league THEN /cup reads German; English as before', () => {
    const cup: CupView = {
      option: 'cup',
      season: 1,
      cabinet: [{ clubName: 'Kickers', trophies: [{ season: 1, competition: 'Cup' }] }],
      competitions: [
        {
          competition: 'cup',
          name: 'Cup',
          totalRounds: 3,
          winnerName: null,
          rounds: [
            {
              round: 1,
              name: 'round 1',
              byes: [],
              ties: [
                {
                  homeName: 'Kickers',
                  awayName: 'Eintracht',
                  neutral: false,
                  result: { homeGoals: 1, awayGoals: 1, extraTime: true, penalties: { home: 5, away: 4 }, winnerName: 'Kickers' },
                },
              ],
            },
            { round: 2, name: 'final', byes: [], ties: [{ homeName: 'Kickers', awayName: 'Borussia', neutral: true, result: null }] },
          ],
        },
      ],
    };
    const [bracket, cabinet] = renderCupView(cup, 'de');
    const german = [embedText(bracket!), embedText(cabinet!)].join('\n');
    expect(german).toContain('Kickers **1:1** Eintracht n. V. (5:4 i. E.) → Kickers');
    expect(german).toContain('Kickers gegen Borussia (auf neutralem Platz)');
    expect(german).toContain('Trophäenschrank');
    expect(englishLines(german)).toEqual([]);
    expect(renderCupView(cup)[0]!.fields![1]!.name).toBe('Final (to play)');
    expect(renderCupView({ option: 'off', season: null, competitions: [], cabinet: [] }, 'de')[0]!.description).toContain('keine Pokale');
  });

  it('GIVEN a German reader who joins THEN his checklist is German', () => {
    const league = {
      started: false,
      phase: 'preseason',
      nextDeadline: null,
      settings: { schedule: { kind: 'weekly', days: [3], time: '20:00', timeZone: 'Europe/Berlin' } },
    } as unknown as LeagueSummary;
    const checklist = embedText(renderJoinChecklist(league, 'Kickers', 'de'));
    expect(checklist).toContain('Deine erste Woche bei Kickers');
    expect(englishLines(checklist)).toEqual([]);
    expect(renderJoinChecklist(league, 'Kickers').title).toBe('Your first week at Kickers');
  });
});
