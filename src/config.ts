import cron from 'node-cron';
import { z } from 'zod';

/**
 * The process's settings, read once from the environment.
 * Every variable is documented in README.md ("Environment").
 */
const snowflake = z.string().regex(/^\d{15,21}$/, 'must be a Discord id (digits only)');
const cronExpression = z.string().refine((value) => cron.validate(value), 'must be a cron expression (five fields, or six with seconds first)');
const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** `auto` (Discord's recommended count) or the total number of shards across every process. */
const shardCount = z.union([z.literal('auto'), z.coerce.number().int().min(1).max(10_000)]);
/** Shard ids as a list with ranges: `0,1`, `0-3`, `4-7,9`. */
const shardIds = z
  .string()
  .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/, 'must be shard ids such as 0,1 or 0-3')
  .refine(
    (text) =>
      text
        .split(',')
        .map(rangeOf)
        .every(([from, to]) => from <= to),
    'a range runs from the lower id to the higher, such as 0-3',
  )
  .transform((text) => {
    const ids = text
      .split(',')
      .map(rangeOf)
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    return [...new Set(ids)].sort((a, b) => a - b);
  });

/**
 * The reverse proxy the web page sits behind, so that each visitor is known by his own address (X-Forwarded-For) and
 * not the proxy's: a hop count (`1`: the nearest proxy), or the proxies' addresses and networks (`127.0.0.1,10.0.0.0/8`).
 */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const trustProxy = z.union(
  [
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      .pipe(z.number().int().min(1, 'a hop count is at least 1')),
    z
      .string()
      .transform((text) => text.split(',').map((part) => part.trim()))
      .pipe(z.array(proxyAddress, 'must be a hop count such as 1, or addresses and networks such as 127.0.0.1,10.0.0.0/8')),
  ],
  'must be a hop count such as 1, or addresses and networks such as 127.0.0.1,10.0.0.0/8',
);

/** `4` or `4-7` as its first and last id. */
function rangeOf(part: string): [number, number] {
  const [from, to = from] = part.split('-').map(Number) as [number, number?];
  return [from, to];
}

export const configSchema = z
  .object({
    DISCORD_TOKEN: z.string().min(1).optional(),
    DISCORD_APPLICATION_ID: snowflake.optional(),
    DISCORD_API_BASE: z.url().optional(),
    DISCORD_GUILD_ID: snowflake.optional(),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    SCHEDULER: z.enum(['on', 'off']).default('on'),
    SHARDS: shardCount.default('auto'),
    SHARD_IDS: shardIds.optional(),
    WEEK_CRON: cronExpression.default('* * * * *'),
    OUTBOX_CRON: cronExpression.default('*/5 * * * * *'),
    /** The league web page's port; unset, no web server runs. */
    WEB_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** Where the web page is reached from outside, such as https://dugout.example.org: the links /league web and match posts give. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Unset, the web page trusts no proxy: each connection's own address is the visitor's. */
    TRUST_PROXY: trustProxy.optional(),
  })
  .superRefine((config, issues) => {
    // Zod runs this check even when a field failed its own; only well-formed ids are checked here.
    if (!Array.isArray(config.SHARD_IDS)) return;
    if (config.SHARDS === 'auto') {
      issues.addIssue({ code: 'custom', path: ['SHARD_IDS'], message: 'needs SHARDS set to the total shard count, the same in every process' });
    } else if (config.SHARD_IDS.some((id) => id >= (config.SHARDS as number))) {
      issues.addIssue({ code: 'custom', path: ['SHARD_IDS'], message: `shard ids run from 0 to ${config.SHARDS - 1} (SHARDS=${config.SHARDS})` });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; blank values count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, optional(env[key])]));
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const TOKEN_HELP =
  'DISCORD_TOKEN is not set. Dugout needs its bot token to log in.\n' +
  'Get it from the Discord Developer Portal (https://discord.com/developers/applications):\n' +
  '  your application -> Bot -> Reset Token, then copy the token.\n' +
  'Set it in the environment (or in a .env file you load), for example:\n' +
  '  DISCORD_TOKEN=... DISCORD_APPLICATION_ID=... npm start\n' +
  'DISCORD_APPLICATION_ID is on the same portal page: General Information -> Application ID.';

/** The token the bot and the deploy script cannot run without. */
export function requireToken(config: Config): string {
  if (!config.DISCORD_TOKEN) throw new ConfigError(TOKEN_HELP);
  return config.DISCORD_TOKEN;
}

export function requireApplicationId(config: Config): string {
  if (!config.DISCORD_APPLICATION_ID) {
    throw new ConfigError(
      'DISCORD_APPLICATION_ID is not set. Find it in the Discord Developer Portal:\n' +
        '  your application -> General Information -> Application ID.',
    );
  }
  return config.DISCORD_APPLICATION_ID;
}
