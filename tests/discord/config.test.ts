import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireToken } from '../../src/config.js';
import { restOptions } from '../../src/discord/client.js';
import { shardOptions } from '../../src/discord/shards.js';

describe('configuration', () => {
  it('GIVEN no DISCORD_TOKEN THEN starting says what to set and where to get it', () => {
    const config = loadConfig({});
    expect(() => requireToken(config)).toThrow(ConfigError);
    expect(() => requireToken(config)).toThrow(/Developer Portal[\s\S]*Bot -> Reset Token/);
  });

  it('GIVEN nothing set THEN the defaults: embedded database in ./data, info logs, production, health on 8080', () => {
    expect(loadConfig({})).toMatchObject({ DATA_DIR: './data', LOG_LEVEL: 'info', NODE_ENV: 'production', HEALTH_PORT: 8080, SCHEDULER: 'on' });
  });

  it('GIVEN no schedule THEN the week job ticks every minute and the outbox job every five seconds; a seconds field is accepted; nonsense names the variable', () => {
    expect(loadConfig({})).toMatchObject({ WEEK_CRON: '* * * * *', OUTBOX_CRON: '*/5 * * * * *' });
    expect(loadConfig({ WEEK_CRON: '*/2 * * * * *', OUTBOX_CRON: '* * * * * *' })).toMatchObject({
      WEEK_CRON: '*/2 * * * * *',
      OUTBOX_CRON: '* * * * * *',
    });
    expect(() => loadConfig({ WEEK_CRON: 'every minute' })).toThrow(/WEEK_CRON: must be a cron expression/);
    expect(() => loadConfig({ OUTBOX_CRON: '61 * * * * *' })).toThrow(/OUTBOX_CRON: must be a cron expression/);
  });

  it('GIVEN blank values THEN they count as unset', () => {
    expect(loadConfig({ DISCORD_TOKEN: '  ', DATABASE_URL: '' })).toMatchObject({ DISCORD_TOKEN: undefined, DATABASE_URL: undefined });
  });

  it('GIVEN a malformed application id or port THEN the error names the variable', () => {
    expect(() => loadConfig({ DISCORD_APPLICATION_ID: 'my-bot' })).toThrow(/DISCORD_APPLICATION_ID: must be a Discord id/);
    expect(() => loadConfig({ HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT/);
  });

  it('GIVEN DISCORD_API_BASE THEN REST goes to its /api (discord.js adds /v10)', () => {
    expect(restOptions(loadConfig({ DISCORD_API_BASE: 'http://127.0.0.1:4000/' }))).toEqual({ api: 'http://127.0.0.1:4000/api' });
    expect(restOptions(loadConfig({}))).toEqual({});
  });

  it.each([
    ['nothing set: one process with every shard Discord recommends', {}, { shards: 'auto', shardCount: 1 }],
    ['SHARDS=auto', { SHARDS: 'auto' }, { shards: 'auto', shardCount: 1 }],
    ['a count: this process runs them all', { SHARDS: '3' }, { shards: [0, 1, 2], shardCount: 3 }],
    ["a count and this process's ids", { SHARDS: '4', SHARD_IDS: '2,3' }, { shards: [2, 3], shardCount: 4 }],
    ['ids as ranges, repeated and out of order', { SHARDS: '10', SHARD_IDS: '7-9,0-1,8' }, { shards: [0, 1, 7, 8, 9], shardCount: 10 }],
  ])('GIVEN %s THEN the client gets those shard options', (_, env, expected) => {
    expect(shardOptions(loadConfig(env))).toEqual(expected);
  });

  it.each([
    [{ SHARDS: '0' }, /SHARDS/],
    [{ SHARDS: 'many' }, /SHARDS/],
    [{ SHARD_IDS: '0' }, /SHARD_IDS: needs SHARDS set to the total shard count/],
    [{ SHARDS: '2', SHARD_IDS: '2' }, /SHARD_IDS: shard ids run from 0 to 1 \(SHARDS=2\)/],
    [{ SHARDS: '4', SHARD_IDS: '3-1' }, /SHARD_IDS: a range runs from the lower id to the higher/],
    [{ SHARDS: '4', SHARD_IDS: 'first' }, /SHARD_IDS: must be shard ids such as 0,1 or 0-3/],
  ])('GIVEN the shard settings %o THEN starting refuses them and names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
