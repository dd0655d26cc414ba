import { describe, expect, it } from 'vitest';
import { respond } from '../../src/discord/reply.js';
import { allowedMentionsOf, messageBody } from '../../src/discord/outbox-poster.js';
import { renderOutbox } from '../../src/discord/render/outbox.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import type { OutboxPayload } from '../../src/league/index.js';
import { fakeCommand } from './fake-interaction.js';

describe('mentions', () => {
  it('GIVEN a reply split across messages THEN every one of them says nobody is pinged', async () => {
    const { interaction, sent } = fakeCommand('squad');
    await respond(interaction as never, { content: '@everyone '.repeat(400), embeds: [{ description: '<@1>' }], ephemeral: true });
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.map((s) => s.method)).toEqual(['reply', ...Array(sent.length - 1).fill('followUp')]);
    for (const s of sent) expect((s.options as { allowedMentions: unknown }).allowedMentions).toEqual({ parse: [] });
  });

  it('GIVEN a channel post THEN it carries allowed_mentions with nothing to parse', () => {
    expect(messageBody({ content: '@everyone', embeds: [] }, 'n').allowed_mentions).toEqual({ parse: [] });
  });

  it('GIVEN a reminder THEN it pings exactly the managers who are not ready, and shows the deadline as a Discord timestamp', () => {
    const deadline = new Date('2026-03-01T20:00:00Z');
    const reminder: OutboxPayload = {
      kind: 'reminder',
      message: { userIds: ['111111111111111111', '222222222222222222'], deadline: deadline.toISOString() },
    };
    const draft = renderOutbox(reminder, nameBook({}, {}));
    expect(allowedMentionsOf(reminder)).toEqual({ parse: [], users: ['111111111111111111', '222222222222222222'] });
    expect(draft.content).toContain('<@111111111111111111> <@222222222222222222>');
    expect(draft.content).toContain(`<t:${deadline.getTime() / 1000}:R>`);
  });

  it('GIVEN any other post, the every-manager-ready line among them THEN it pings nobody', () => {
    const allReady: OutboxPayload = { kind: 'all-ready', message: { season: 1, week: 3, phase: 'season' } };
    expect(renderOutbox(allReady, nameBook({}, {})).content).toBe('Every manager is ready for season 1, week 3: it is played within the minute.');
    const preseason: OutboxPayload = { kind: 'all-ready', message: { season: 2, week: 0, phase: 'preseason' } };
    expect(renderOutbox(preseason, nameBook({}, {})).content).toBe(
      "Every manager is ready for season 2's pre-season: it is played within the minute.",
    );
    // A Fortunes game's row was told as "pre-season", "week 4" at its first cup round, "the season's end" at its last rounds.
    for (const [week, phase] of [
      [0, 'league'],
      [4, 'cup'],
      [14, 'league'],
    ] as const) {
      const fortunes: OutboxPayload = { kind: 'all-ready', message: { season: 1, week, phase, game: 'fortunes' } };
      expect(renderOutbox(fortunes, nameBook({}, {})).content).toBe('Every manager is ready: the turn is played within the minute.');
    }
    expect(allowedMentionsOf(allReady)).toEqual({ parse: [] });
    expect(allowedMentionsOf({ kind: 'table', message: { season: 1, week: 3, tables: [] } })).toEqual({ parse: [] });
  });
});
