import type { APIEmbed } from 'discord.js';
import type { StarCard } from '../../engine/fortunes-game/star-card.js';
import type { FortunesGameView, FortunesReadyView } from '../../league/index.js';
import { fortunesCardChoice, stars } from './fortunes-game-words.js';
import { SECTION_WORDS, SQUARE_WORDS } from './fortune-words.js';
import { COLOURS, money, name } from './format.js';

/** What each square asks of the manager who stands on it, and the command that answers. */
const SQUARE_CHOICES: Partial<Record<NonNullable<FortunesGameView['square']>, string>> = {
  crisis:
    'Crisis: you are fined £50,000 and your best player of one section goes to the bank at ¾ of his value. Choose the section with `/fortune crisis` (else the one whose best is worth least).',
  'bank-finance': 'Bank Finance: you may sell any of your own cards to the bank at ¾ of his value with `/fortune bank_sell`.',
  wages: 'Wages: you pay for the stars of your whole squad, players on loan to you included.',
  sponsorship: 'Sponsorship: the bank pays you £30,000.',
  auction: 'Auction: the top card of the Auction File is up; every manager may bid with `/fortune bid`.',
  'half-price-auction': '50% Auction: the top card of the Auction File is up; you pay half your bid if yours is highest (bid in £10,000s).',
  luck: 'Manager’s Luck: the card below is played with the turn.',
  'selection-problems': 'Selection Problems: the card below is played with the turn.',
  sunday: 'Sunday: a day off, nothing happens.',
  start: 'Start: nothing happens.',
};

const SECTIONS = ['G', 'D', 'M', 'A'] as const;

const card = (c: StarCard) => `\`${c.id}\` ${stars(c.stars)}`;

function sideLines(view: FortunesGameView): string {
  return SECTIONS.map((s) => `**${s}** ${view.side[s].map(card).join(' · ') || '—'}`).join('\n');
}

/** The board near him and every manager's counter: his square, the six a die can reach next. */
function boardLines(view: FortunesGameView): string {
  const here = view.square
    ? `You are on **${SQUARE_WORDS[view.square]}** (square ${view.position} of 24, Start being 0).`
    : 'You have no square: the game is over.';
  const next = view.nextSquares.map((s, i) => `${i + 1} ${SQUARE_WORDS[s]}`).join(' · ');
  const tokens = view.tokens.map((t) => `${t.mine ? '▶ ' : ''}${name(t.name)} ${t.position}`).join(' · ');
  return `${here}\nNext turn, by the die: ${next}\nCounters: ${tokens}`;
}

function choiceLines(view: FortunesGameView): string[] {
  const lines: string[] = [];
  if (view.square && SQUARE_CHOICES[view.square]) lines.push(SQUARE_CHOICES[view.square]!);
  for (const c of view.cards) {
    const table = c.table === 'luck' ? 'Manager’s Luck' : 'Selection Problem';
    const cancel =
      c.table === 'selection-problems' && c.harms
        ? view.immunity > 0
          ? ' (an Immunity card can cancel it: `/fortune immunity use:True`)'
          : ' (an Immunity card would cancel it)'
        : '';
    lines.push(`Your ${table}: ${c.text}${cancel}`);
  }
  for (const lot of view.lots) {
    const half = lot.halfPrice ? (lot.mine ? ' (50% Auction: you pay half your bid)' : ' (50% Auction)') : '';
    lines.push(`Up for auction from ${lot.mine ? 'your square' : name(lot.landerName)}: ${fortunesCardChoice(lot.card)}${half}`);
  }
  if (view.bank.length > 0)
    lines.push(`In the bank (yours for its price or more, any turn): ${view.bank.map((b) => `${card(b.card)} ${money(b.askingPrice)}`).join(' · ')}`);
  return lines;
}

function orderLines(view: FortunesGameView): string {
  const o = view.orders;
  const lines = [
    o.crisisSection ? `Crisis section: ${SECTION_WORDS[o.crisisSection]}` : null,
    o.bankSales?.length ? `To the bank: ${o.bankSales.map((id) => `\`${id}\``).join(' ')}` : null,
    o.useImmunity !== undefined ? `Immunity card: ${o.useImmunity ? 'spend it' : 'keep it'}` : null,
    o.bids && Object.keys(o.bids).length > 0
      ? `Sealed bids: ${Object.entries(o.bids)
          .map(([id, amount]) => `\`${id}\` ${money(amount)}`)
          .join(' · ')}`
      : null,
  ].filter((l): l is string => l !== null);
  return lines.join('\n') || 'None yet: give them, then `/ready`.';
}

/** /fortune show: his square and the next ones, what it asks of him, his cash, his side and his Immunity. Private. */
export function renderFortunesGameShow(view: FortunesGameView): APIEmbed {
  const turn = view.finished ? 'the game is over' : view.turn ? `${view.turn.kind === 'league' ? 'league' : 'cup'} round ${view.turn.round}` : '';
  return {
    title: `${view.clubName}: Football Fortunes, season ${view.season} of ${view.seasons}, ${turn}`,
    color: COLOURS.money,
    description: boardLines(view),
    fields: [
      { name: 'Your choices this turn', value: choiceLines(view).join('\n') || 'Nothing to choose: pick your side with `/select` and `/ready`.' },
      { name: 'Your orders', value: orderLines(view) },
      { name: 'Cash', value: money(view.cash), inline: true },
      {
        name: 'Immunity',
        value: `You hold ${view.immunity}; the bank ${view.immunityBank}. A Selection Problems card may tell the bank to issue you one; it cancels a harmful Selection Problem shown to you.`,
        inline: true,
      },
      {
        name: `Your side (${view.chosen ? 'chosen' : 'your best'}): Defence ${view.sideValues.defence}, Attack ${view.sideValues.attack}`,
        value: sideLines(view),
      },
    ],
  };
}

/** /squad in a Football Fortunes game: his cards by section with stars, the Utility players, those on loan to him. Private. */
export function renderFortunesSquad(view: FortunesGameView): APIEmbed {
  const playing = new Set(SECTIONS.flatMap((s) => view.side[s].map((c) => c.id)));
  const line = (c: StarCard) => `${card(c)} ${money(c.stars * 20_000)}${playing.has(c.id) ? ' · in the side' : ''}`;
  const byType = (type: string) => view.squad.filter((c) => c.type === type).sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id));
  const sections = (['G', 'D', 'M', 'A', 'U'] as const).map((type) => ({
    name:
      type === 'U'
        ? 'Utility players (play anywhere; in goal worth one star)'
        : `${SECTION_WORDS[type][0]!.toUpperCase()}${SECTION_WORDS[type].slice(1)} (${type})`,
    value: byType(type).map(line).join('\n') || '—',
  }));
  return {
    title: `${view.clubName}: your cards`,
    color: COLOURS.info,
    description: `${view.squad.length} cards, £20,000 a star. Your side: Defence ${view.sideValues.defence}, Attack ${view.sideValues.attack} (\`/select\` to choose it).`,
    fields: [...sections, ...(view.borrowed.length > 0 ? [{ name: 'On loan to you', value: view.borrowed.map(line).join('\n') }] : [])],
  };
}

/** /ready in a Football Fortunes game. */
export function renderFortunesReady(ready: FortunesReadyView): APIEmbed {
  const status = !ready.ready
    ? 'You are not ready.'
    : ready.playsNow
      ? 'Every manager is ready: the turn is played within the minute.'
      : ready.allReady
        ? 'Every manager is ready.'
        : 'You are ready; waiting for the others.';
  const show = renderFortunesGameShow(ready.view);
  return {
    ...show,
    title: `${ready.view.clubName}: ${ready.ready ? 'ready' : 'not ready'}`,
    description: `${status}\n\n${show.description ?? ''}`,
    fields: [...(show.fields ?? []), ...(ready.warnings.length > 0 ? [{ name: 'Left to the defaults', value: ready.warnings.join('\n') }] : [])],
  };
}
