import type { Locale } from '../locales.js';
import { adminDe } from './admin.de.js';
import { adminEn } from './admin.en.js';
import { awardsDe } from './awards.de.js';
import { awardsEn } from './awards.en.js';
import { boardDe } from './board.de.js';
import { boardEn } from './board.en.js';
import { cardsDe } from './cards.de.js';
import { cardsEn } from './cards.en.js';
import { choicesDe } from './choices.de.js';
import { choicesEn } from './choices.en.js';
import { clubDe } from './club.de.js';
import { clubEn } from './club.en.js';
import { commentaryDe } from './commentary.de.js';
import { commentaryEn } from './commentary.en.js';
import { de } from './de.js';
import { dealRulesDe } from './dealrules.de.js';
import { dealRulesEn } from './dealrules.en.js';
import { dealsDe } from './deals.de.js';
import { dealsEn } from './deals.en.js';
import { diceDe } from './dice.de.js';
import { diceEn } from './dice.en.js';
import { en } from './en.js';
import { fortunesDe } from './fortunes.de.js';
import { fortunesEn } from './fortunes.en.js';
import { groundDe } from './ground.de.js';
import { groundEn } from './ground.en.js';
import { guideDe } from './guide.de.js';
import { guideEn } from './guide.en.js';
import { ledgerDe } from './ledger.de.js';
import { ledgerEn } from './ledger.en.js';
import { marketDe } from './market.de.js';
import { marketEn } from './market.en.js';
import { membersDe } from './members.de.js';
import { membersEn } from './members.en.js';
import { newsDe } from './news.de.js';
import { newsEn } from './news.en.js';
import { optionsDe } from './options.de.js';
import { optionsEn } from './options.en.js';
import { picturesDe } from './pictures.de.js';
import { picturesEn } from './pictures.en.js';
import { postsDe } from './posts.de.js';
import { postsEn } from './posts.en.js';
import { refusalsDe } from './refusals.de.js';
import { refusalsEn } from './refusals.en.js';
import { repliesDe } from './replies.de.js';
import { repliesEn } from './replies.en.js';
import { settingsDe } from './settings.de.js';
import { settingsEn } from './settings.en.js';
import { statusDe } from './status.de.js';
import { statusEn } from './status.en.js';
import { violationsDe } from './violations.de.js';
import { violationsEn } from './violations.en.js';
import { viewsDe } from './views.de.js';
import { viewsEn } from './views.en.js';
import { webDe } from './web.de.js';
import { webEn } from './web.en.js';
import { workingsDe } from './workings.de.js';
import { workingsEn } from './workings.en.js';
import { webgamesDe } from './webgames.de.js';
import { webgamesEn } from './webgames.en.js';

/** English, the source: the replies' messages and each part's own file (the commentary's, the posts', the refusals'). */
const english = {
  ...en,
  ...commentaryEn,
  ...postsEn,
  ...violationsEn,
  ...repliesEn,
  ...statusEn,
  ...clubEn,
  ...guideEn,
  ...settingsEn,
  ...groundEn,
  ...marketEn,
  ...newsEn,
  ...dealsEn,
  ...dealRulesEn,
  ...refusalsEn,
  ...membersEn,
  ...awardsEn,
  ...webEn,
  ...diceEn,
  ...workingsEn,
  ...picturesEn,
  ...cardsEn,
  ...fortunesEn,
  ...adminEn,
  ...optionsEn,
  ...boardEn,
  ...viewsEn,
  ...choicesEn,
  ...webgamesEn,
  ...ledgerEn,
} as const;

export type MessageKey = keyof typeof english;

/** Every other language has every key, each message its own translation. */
export type Messages = Readonly<Record<MessageKey, string>>;

/** Every language's messages; the type makes a language without one of English's keys fail to compile. */
export const CATALOGUES: Readonly<Record<Locale, Messages>> = {
  en: english,
  de: {
    ...de,
    ...commentaryDe,
    ...postsDe,
    ...violationsDe,
    ...repliesDe,
    ...statusDe,
    ...clubDe,
    ...guideDe,
    ...settingsDe,
    ...groundDe,
    ...marketDe,
    ...newsDe,
    ...dealsDe,
    ...dealRulesDe,
    ...refusalsDe,
    ...membersDe,
    ...awardsDe,
    ...webDe,
    ...diceDe,
    ...workingsDe,
    ...picturesDe,
    ...cardsDe,
    ...fortunesDe,
    ...adminDe,
    ...optionsDe,
    ...boardDe,
    ...viewsDe,
    ...choicesDe,
    ...webgamesDe,
    ...ledgerDe,
  },
};
