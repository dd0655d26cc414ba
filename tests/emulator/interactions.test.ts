import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type Interaction,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator, type EmulatedUser, type EmulatorOptions } from './emulator.js';
import { connectClient } from './test-client.js';

const commands = [
  new SlashCommandBuilder()
    .setName('train')
    .setDescription('Set a player training plan')
    .addStringOption((o) => o.setName('player').setDescription('Player').setRequired(true).setAutocomplete(true))
    .addStringOption((o) =>
      o.setName('plan').setDescription('Plan').setRequired(true).addChoices({ name: 'Ability', value: 'ABL' }, { name: 'Form', value: 'FRM' }),
    ),
  new SlashCommandBuilder()
    .setName('league')
    .setDescription('Leagues')
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      s
        .setName('create')
        .setDescription('Create')
        .addStringOption((o) => o.setName('name').setDescription('Name').setRequired(true)),
    )
    .addSubcommandGroup((g) =>
      g
        .setName('admin')
        .setDescription('Admin')
        .addSubcommand((s) =>
          s
            .setName('kick')
            .setDescription('Kick')
            .addUserOption((o) => o.setName('manager').setDescription('Manager').setRequired(true))
            .addIntegerOption((o) => o.setName('weeks').setDescription('Weeks').setMinValue(1).setMaxValue(4)),
        ),
    ),
].map((c) => c.toJSON());

let emu: DiscordEmulator;
let client: Client<true>;
let manager: EmulatedUser;
let admin: EmulatedUser;
let handle: (interaction: Interaction) => Promise<void>;

async function setUp(options: EmulatorOptions = {}): Promise<void> {
  emu = await startEmulator({ guilds: [{ name: 'Dugout FC', channels: ['league'] }], ...options });
  manager = emu.addUser({ username: 'manager' });
  admin = emu.addUser({ username: 'admin', permissions: ['ManageGuild'] });
  client = await connectClient(emu);
  await client.application.commands.set(commands, emu.guild.id);
  handle = async () => undefined;
  client.on(Events.InteractionCreate, (interaction) => void handle(interaction).catch(() => undefined));
}

async function tearDown(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await client?.destroy();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
}

/** For the tests that need other timings than Discord's. */
async function restartWith(options: EmulatorOptions): Promise<void> {
  await tearDown();
  await setUp(options);
}

beforeEach(() => setUp());
afterEach(tearDown);

describe('command registration', () => {
  it('GIVEN a bulk overwrite twice THEN the commands keep their ids and both scopes are listed', async () => {
    const before = emu.commands(emu.guild.id);
    await client.application.commands.set(commands, emu.guild.id);
    await client.application.commands.set([commands[0]!]);
    expect(emu.commands(emu.guild.id).map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(emu.commands(null).map((c) => c.name)).toEqual(['train']);
    const fetched = await client.application.commands.fetch({ guildId: emu.guild.id });
    expect([...fetched.values()].map((c) => c.name).sort()).toEqual(['league', 'train']);
  });

  it('GIVEN a command name with capitals THEN registration is refused and recorded', async () => {
    await expect(client.application.commands.set([{ name: 'Train', description: 'x' }], emu.guild.id)).rejects.toThrow(DiscordAPIError);
    expect(emu.violations.map((v) => v.kind)).toEqual(['limit']);
  });

  it('GIVEN two commands with one name in a bulk overwrite THEN registration is refused', async () => {
    await expect(client.application.commands.set([commands[0]!, commands[0]!], emu.guild.id)).rejects.toThrow(DiscordAPIError);
    expect(emu.violations.map((v) => v.detail)).toEqual(['1.name: Application command names must be unique (train)']);
  });
});

describe('answering a slash command', () => {
  it('GIVEN a reply THEN interact resolves with it and the channel shows it', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply(`${i.options.getString('player')} trains ${i.options.getString('plan')}`);
    };
    const response = await emu.interact(manager, '/train', { player: 'p-7', plan: 'ABL' });
    expect(response).toMatchObject({ type: 4, content: 'p-7 trains ABL', ephemeral: false });
    expect(response.ackMs).toBeLessThan(3000);
    expect(emu.channelMessages(emu.channelId('league')).map((m) => m.content)).toEqual(['p-7 trains ABL']);
    emu.assertNoViolations();
  });

  it('GIVEN subcommand groups, user and integer options THEN discord.js parses them', async () => {
    let seen = '';
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const user = i.options.getUser('manager', true);
      seen = `${i.options.getSubcommandGroup()} ${i.options.getSubcommand()} ${user.username} ${i.options.getInteger('weeks')}`;
      await i.reply({ content: 'done', flags: MessageFlags.Ephemeral });
    };
    await emu.interact(admin, '/league admin kick', { manager: manager.id, weeks: 2 });
    expect(seen).toBe('admin kick manager 2');
  });

  it('GIVEN no bot connected THEN interact says so at once and records nothing', async () => {
    await client.destroy();
    await emu.waitFor(() => emu.connectedSessions() === 0);
    expect(() => emu.interact(manager, '/train', { player: 'x', plan: 'FRM' })).toThrow(/no bot is connected/);
    expect(emu.interactions()).toEqual([]);
  });

  it('GIVEN an option outside what Discord allows THEN interact refuses to send it', () => {
    expect(() => emu.interact(manager, '/train', { player: 'x', plan: 'XYZ' })).toThrow(/must be one of/);
    expect(() => emu.interact(admin, '/league create', {})).toThrow(/requires option "name"/);
    expect(() => emu.interact(admin, '/league admin kick', { manager: manager.id, weeks: 9 })).toThrow(/within 1..4/);
  });

  it('GIVEN a command for Manage Server THEN Discord does not offer it to a plain member unless the server granted it', () => {
    expect(() => emu.interact(manager, '/league create', { name: 'B' })).toThrow(/does not offer \/league to manager/);
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
    };
    return expect(emu.interact(manager, '/league create', { name: 'B' }, { granted: true })).resolves.toMatchObject({ content: 'ok' });
  });

  it('GIVEN an admin and a plain member THEN their permissions reach the bot', async () => {
    const allowed: boolean[] = [];
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      allowed.push(i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false);
      await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
    };
    await emu.interact(admin, '/league create', { name: 'A' });
    await emu.interact(manager, '/league create', { name: 'B' }, { granted: true });
    expect(allowed).toEqual([true, false]);
  });

  it('GIVEN deferReply then editReply THEN interact resolves with the edited answer', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await new Promise((r) => setTimeout(r, 50));
      await i.editReply('league created');
    };
    const response = await emu.interact(admin, '/league create', { name: 'Sunday League' });
    expect(response).toMatchObject({ type: 5, content: 'league created', flags: 0 });
    expect(response.message?.versions.map((v) => v.content)).toEqual(['', 'league created']);
  });

  it('GIVEN a public deferral deleted and followed up privately THEN interact resolves with the private follow-up, and the channel shows nothing', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.deleteReply();
      await i.followUp({ content: 'refused', flags: MessageFlags.Ephemeral });
    };
    const response = await emu.interact(admin, '/league create', { name: 'Sunday League' });
    expect(response).toMatchObject({ type: 5, content: 'refused', ephemeral: true });
    expect(emu.channelMessages(emu.channelId('league'))).toEqual([]);
  });

  it('GIVEN a deferred reply never completed THEN interact rejects and it is recorded', async () => {
    await restartWith({ deferredTimeoutMs: 100 });
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.deferReply();
    };
    await expect(emu.interact(manager, '/train', { player: 'x', plan: 'FRM' })).rejects.toThrow(/deferred but never answered/);
    expect(emu.violations.map((v) => v.kind)).toEqual(['deferred-unanswered']);
  });

  it('GIVEN a reply and a followUp THEN both are recorded in order', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('first');
      await i.followUp({ content: 'second', flags: MessageFlags.Ephemeral });
    };
    const response = await emu.interact(admin, '/league create', { name: 'L' });
    await emu.waitFor(() => emu.followUps(response.interactionId).length === 1);
    expect(emu.followUps(response.interactionId).map((m) => [m.content, m.ephemeral])).toEqual([['second', true]]);
    expect(emu.channelMessages(emu.channelId('league')).map((m) => m.content)).toEqual(['first']);
  });

  it('GIVEN deleteReply THEN the answer is marked deleted and leaves the channel view', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('soon gone');
      await i.deleteReply();
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    await emu.waitFor(() => response.message?.deleted);
    expect(emu.channelMessages(emu.channelId('league'))).toEqual([]);
    expect(emu.channelMessages(emu.channelId('league'), { includeDeleted: true }).map((m) => m.content)).toEqual(['soon gone']);
  });

  it('GIVEN an edit that leaves the reply empty THEN Discord refuses it', async () => {
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply({ content: '' }).catch((error: unknown) => (failure = error));
      await i.editReply('filled');
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(response.content).toBe('filled');
    expect((failure as DiscordAPIError).code).toBe(50006);
    expect(emu.violations.map((v) => v.kind)).toEqual(['empty-message']);
  });

  it('GIVEN an ephemeral reply THEN only its user sees it: flagged, and absent from the public channel view', async () => {
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'your bid: 5,000,000', flags: MessageFlags.Ephemeral });
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(response).toMatchObject({ ephemeral: true, flags: MessageFlags.Ephemeral });
    const channel = emu.channelId('league');
    expect(emu.channelMessages(channel)).toEqual([]);
    expect(emu.channelMessages(channel, { includeEphemeral: true }).map((m) => m.content)).toEqual(['your bid: 5,000,000']);
    expect(emu.publicText(channel)).not.toContain('5,000,000');
  });

  it('GIVEN a reply with withResponse THEN discord.js gets the created message back', async () => {
    let messageId: string | undefined;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const callback = await i.reply({ content: 'hi', withResponse: true });
      messageId = callback.resource?.message?.id;
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    await emu.waitFor(() => messageId);
    expect(messageId).toBe(response.message?.id);
  });
});

describe('components', () => {
  const withButtons = () =>
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('market:page:2').setLabel('Next').setStyle(ButtonStyle.Primary),
      new ButtonBuilder().setCustomId('market:off').setLabel('Off').setStyle(ButtonStyle.Secondary).setDisabled(true),
    );

  it('GIVEN a reply with a button WHEN the user clicks it THEN the update is returned and the edit recorded', async () => {
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'page 1', components: [withButtons()] });
      if (i.isButton()) await i.update({ content: `page ${i.customId.split(':')[2]}`, components: [] });
    };
    const first = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    const clicked = await emu.click(first, 'market:page:2');
    expect(clicked).toMatchObject({ type: 7, content: 'page 2', components: [] });
    expect(clicked.message?.id).toBe(first.message?.id);
    expect(emu.message(first.message!.id)?.versions.map((v) => v.content)).toEqual(['page 1', 'page 2']);
    expect(() => emu.click(first, 'market:off')).toThrow(/no component/);
  });

  it('GIVEN a button on a message the bot posted to the channel WHEN a user clicks it THEN the bot can answer that user privately', async () => {
    handle = async (i) => {
      if (i.isButton()) await i.reply({ content: `${i.user.username} opened the market`, flags: MessageFlags.Ephemeral });
    };
    const channel = client.channels.cache.get(emu.channelId('league'));
    if (!channel?.isSendable()) throw new Error('league channel missing');
    await channel.send({ content: 'Transfer list', components: [withButtons()] });
    const [posted] = await emu.waitForMessages(emu.channelId('league'), 1);
    expect(() => emu.click(posted!, 'market:page:2')).toThrow(/say which user/);
    const answer = await emu.click(posted!, 'market:page:2', { user: manager });
    expect(answer).toMatchObject({ type: 4, content: 'manager opened the market', ephemeral: true });
  });

  it('GIVEN a disabled button THEN a click is refused as Discord would', async () => {
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'page 1', components: [withButtons()] });
    };
    const first = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(() => emu.click(first, 'market:off')).toThrow(/disabled/);
  });

  it('GIVEN a select menu WHEN the user chooses THEN the bot reads the values and can deferUpdate then edit', async () => {
    handle = async (i) => {
      if (i.isChatInputCommand()) {
        const menu = new StringSelectMenuBuilder()
          .setCustomId('select:xi')
          .setMinValues(1)
          .setMaxValues(2)
          .addOptions({ label: 'Keeper', value: 'p1' }, { label: 'Striker', value: 'p2' }, { label: 'Winger', value: 'p3' });
        await i.reply({
          content: 'pick',
          components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
          flags: MessageFlags.Ephemeral,
        });
      }
      if (i.isStringSelectMenu()) {
        await i.deferUpdate();
        await i.editReply({ content: `picked ${i.values.join('+')}`, components: [] });
      }
    };
    const first = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(() => emu.choose(first, 'select:xi', ['p9'])).toThrow(/offers no p9/);
    const chosen = await emu.choose(first, 'select:xi', ['p1', 'p3']);
    expect(chosen).toMatchObject({ type: 6, content: 'picked p1+p3', ephemeral: true });
  });
});

describe('autocomplete', () => {
  it('GIVEN typed text THEN the choices the bot responds with are returned', async () => {
    handle = async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused();
      await i.respond([{ name: `Player ${typed}`, value: `id-${typed}` }]);
    };
    expect(await emu.autocomplete(manager, '/train', 'player', 'smi')).toEqual([{ name: 'Player smi', value: 'id-smi' }]);
  });

  it('GIVEN more than 25 choices THEN Discord refuses them and the breach is recorded', async () => {
    handle = async (i) => {
      if (i.isAutocomplete()) await i.respond(Array.from({ length: 26 }, (_, n) => ({ name: `p${n}`, value: `p${n}` }))).catch(() => undefined);
    };
    void emu.autocomplete(manager, '/train', 'player', 'p').catch(() => undefined);
    await emu.waitFor(() => emu.violations.length > 0);
    expect(emu.violations.map((v) => [v.kind, v.detail])).toEqual([['limit', 'choices: Must be between 0 and 25 in length.']]);
  });
});

describe('mistakes Discord refuses', () => {
  it('GIVEN content over 2,000 characters THEN the reply fails with 400 and the breach is recorded', async () => {
    let failure: unknown;
    handle = async (i) => {
      if (i.isChatInputCommand()) await i.reply('x'.repeat(2001)).catch((error: unknown) => (failure = error));
    };
    void emu.interact(manager, '/train', { player: 'x', plan: 'FRM' }).catch(() => undefined);
    await emu.waitFor(() => failure);
    expect(failure).toBeInstanceOf(DiscordAPIError);
    expect((failure as DiscordAPIError).code).toBe(50035);
    expect(emu.violations.map((v) => v.kind)).toEqual(['limit']);
    expect(() => emu.assertNoViolations()).toThrow(/content: Must be 2000 or fewer/);
  });

  it('GIVEN a second acknowledgement THEN Discord answers 40060 and it is recorded', async () => {
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('once');
      await client.rest
        .post(Routes.interactionCallback(i.id, i.token), { body: { type: 4, data: { content: 'twice' } }, auth: false })
        .catch((error: unknown) => (failure = error));
    };
    await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    await emu.waitFor(() => failure);
    expect((failure as DiscordAPIError).code).toBe(40060);
    expect((failure as DiscordAPIError).message).toBe('Interaction has already been acknowledged.');
    expect(emu.violations.map((v) => v.kind)).toEqual(['double-ack']);
  });

  it('GIVEN a slash command answered with a component update THEN Discord refuses the callback type and it is recorded', async () => {
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await client.rest
        .post(Routes.interactionCallback(i.id, i.token), { body: { type: 7, data: { content: 'x' } }, auth: false })
        .catch((error: unknown) => (failure = error));
      await i.reply('properly');
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(response.content).toBe('properly');
    expect((failure as DiscordAPIError).status).toBe(400);
    expect(emu.violations.map((v) => v.kind)).toEqual(['invalid-callback']);
  });

  it('GIVEN an edit of the reply before any acknowledgement THEN Discord answers Unknown Message and it is recorded', async () => {
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await client.rest
        .patch(Routes.webhookMessage(i.applicationId, i.token, '@original'), { body: { content: 'early' }, auth: false })
        .catch((error: unknown) => (failure = error));
      await i.reply('then the reply');
    };
    await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect((failure as DiscordAPIError).code).toBe(10008);
    expect(emu.violations.map((v) => [v.kind, v.detail])).toEqual([['unknown-message', 'the interaction has not been acknowledged yet']]);
  });

  it('GIVEN a handler slower than the acknowledgement deadline THEN interact rejects and the late reply gets 10062', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((r) => setTimeout(r, 250));
      await i.reply('too late').catch((error: unknown) => (failure = error));
    };
    await expect(emu.interact(manager, '/train', { player: 'x', plan: 'FRM' })).rejects.toThrow(/not acknowledged within 150 ms/);
    await emu.waitFor(() => failure);
    expect((failure as DiscordAPIError).code).toBe(10062);
    expect(emu.violations.map((v) => v.kind)).toEqual(['no-ack', 'late-ack']);
  });
});

/** Holds this process's event loop, as a busy machine does a bot's process: nothing of it runs meanwhile. */
function holdTheProcess(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the acknowledgement window, counted from the bot’s receipt', () => {
  const answerAtOnce = async (i: Interaction) => {
    if (i.isChatInputCommand()) await i.reply('at once');
  };

  it('GIVEN receipts not watched and the bot’s process held past the deadline before it reads the interaction THEN the emulator counts the machine’s delay against the bot', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    handle = answerAtOnce;
    const answered = emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    holdTheProcess(300);
    await expect(answered).rejects.toThrow(/\(\/train\) was not acknowledged within 150 ms/);
    expect(emu.violations.map((v) => v.kind)).toContain('no-ack');
  });

  it('GIVEN receipts watched and the bot’s process held past the deadline before it reads the interaction THEN its prompt answer is acknowledged and nothing is recorded', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    emu.watchReceipts(client);
    handle = answerAtOnce;
    const answered = emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    holdTheProcess(300);
    const response = await answered;
    expect(response).toMatchObject({ type: 4, content: 'at once' });
    const record = emu.interactions().find((r) => r.id === response.interactionId)!;
    expect(record.receivedAt).not.toBeNull();
    expect(record.receivedAt!).toBeGreaterThan(record.createdAt);
    emu.assertNoViolations();
  });

  it('GIVEN receipts watched and a handler slower than the deadline after receipt THEN interact still rejects and the late reply gets 10062', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    emu.watchReceipts(client);
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      holdTheProcess(250);
      await i.reply('too late').catch((error: unknown) => (failure = error));
    };
    await expect(emu.interact(manager, '/train', { player: 'x', plan: 'FRM' })).rejects.toThrow(/not acknowledged within 150 ms/);
    await emu.waitFor(() => failure);
    expect((failure as DiscordAPIError).code).toBe(10062);
    expect(emu.violations.map((v) => v.kind)).toEqual(['no-ack', 'late-ack']);
  });
});

describe('the acknowledgement judged by the bot’s own figure', () => {
  const figures = new Map<string, number>();
  const fromTheBot = { of: (id: string) => figures.get(id) };

  it('GIVEN the test’s process held past the deadline between the bot’s answer and the emulator reading it THEN the bot’s prompt figure stands', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    emu.judgeAcksBy(client, fromTheBot);
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      figures.set(i.id, 12);
      holdTheProcess(300);
      await i.reply('at once, by the bot’s watch');
    };
    const response = await emu.interact(manager, '/train', { player: 'x', plan: 'FRM' });
    expect(response).toMatchObject({ type: 4, ackMs: 12 });
    emu.assertNoViolations();
  });

  it('GIVEN the bot’s own figure past the deadline THEN the answer gets 10062 and the harness records a late acknowledgement', async () => {
    await restartWith({ ackDeadlineMs: 150 });
    emu.judgeAcksBy(client, fromTheBot);
    let failure: unknown;
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      figures.set(i.id, 151);
      await i.reply('too late').catch((error: unknown) => (failure = error));
    };
    void emu.interact(manager, '/train', { player: 'x', plan: 'FRM' }).catch(() => undefined);
    await emu.waitFor(() => failure);
    expect((failure as DiscordAPIError).code).toBe(10062);
    expect(emu.violations.map((v) => [v.kind, v.detail])).toEqual([['late-ack', expect.stringMatching(/acknowledged after 151 ms$/)]]);
  });
});

describe('mentions', () => {
  it('GIVEN a user-chosen name that looks like a mention THEN allowed_mentions decides whether it pings', async () => {
    handle = async (i) => {
      if (!i.isChatInputCommand()) return;
      const name = i.options.getString('player', true);
      await i.reply({ content: `Signed ${name}`, allowedMentions: { parse: [] } });
      await i.followUp({ content: `Welcome ${name}` });
    };
    const response = await emu.interact(manager, '/train', { player: `<@${admin.id}> @everyone`, plan: 'FRM' });
    await emu.waitFor(() => emu.followUps(response.interactionId)[0]);
    expect(response.message?.pings).toEqual({ users: [], roles: [], everyone: false });
    expect(emu.followUps(response.interactionId)[0]?.pings).toEqual({ users: [admin.id], roles: [], everyone: true });
  });
});
