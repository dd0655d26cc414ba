import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { STAFF_LABELS, renderStaff, roleIn } from '../src/discord/render/staff.render.js';
import { respond } from '../src/discord/reply.js';
import { STAFF_ROLES } from '../src/engine/model/types.js';
import { fireStaff, hireStaff, staffView } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

const roleChoices = STAFF_ROLES.map((role) => ({ name: STAFF_LABELS[role], value: role }));

const data = new SlashCommandBuilder()
  .setName('staff')
  .setDescription('Hire and fire your backroom staff (see /help staff)')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('hire')
      .setDescription('Hire a member of staff')
      .addStringOption((o) =>
        o
          .setName('role')
          .setDescription('Which role')
          .setRequired(true)
          .addChoices(...roleChoices),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('fire')
      .setDescription('Let a member of staff go')
      .addStringOption((o) =>
        o
          .setName('role')
          .setDescription('Which role')
          .setRequired(true)
          .addChoices(...roleChoices),
      ),
  )
  .addSubcommand((sub) => sub.setName('list').setDescription('Your staff and this week’s staff orders'));

const roleSchema = z.object({ role: z.enum(STAFF_ROLES) });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const input = managerInput(interaction);
  const locale = localeOf(interaction.locale);
  if (subcommand === 'hire' || subcommand === 'fire') {
    const { role } = parseValues(roleSchema, values);
    const { price, staff } = subcommand === 'hire' ? await hireStaff(ctx, { ...input, role }) : await fireStaff(ctx, { ...input, role });
    const note = withPrice(t(locale, 'backroom.ordered', { hire: subcommand === 'hire' ? 'yes' : 'no', role: roleIn(locale, role) }), price, locale);
    await respond(interaction, { content: note, embeds: [renderStaff(staff, locale)], ephemeral: true });
    return;
  }
  await respond(interaction, { embeds: [renderStaff(await staffView(ctx, input), locale)], ephemeral: true });
}

export default { data, execute } satisfies Command;
