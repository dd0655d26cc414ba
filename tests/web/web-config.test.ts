import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('the web page settings', () => {
  it('GIVEN neither set THEN there is no web page and no link', () => {
    const config = loadConfig({});
    expect(config.WEB_PORT).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it('GIVEN a port and an https address THEN both are taken', () => {
    const config = loadConfig({ WEB_PORT: '3000', PUBLIC_URL: 'https://dugout.example.org' });
    expect(config.WEB_PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('https://dugout.example.org');
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1 ', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']],
  ])('GIVEN TRUST_PROXY=%j THEN the web page trusts %j', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it('GIVEN no TRUST_PROXY THEN no proxy is trusted', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it.each([
    [{ WEB_PORT: '0' }, 'WEB_PORT'],
    [{ WEB_PORT: 'http' }, 'WEB_PORT'],
    [{ WEB_PORT: '70000' }, 'WEB_PORT'],
    [{ PUBLIC_URL: 'dugout.example.org' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://dugout.example.org' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,' }, 'TRUST_PROXY'],
  ])('GIVEN %o THEN the start is refused, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
