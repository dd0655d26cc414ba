import { describe, expect, it } from 'vitest';
import { safeErrorSerializer } from '../../src/log-redaction.js';

const TOKEN_URL = 'https://discord.com/api/v10/interactions/123456789012345678/aW50ZXJhY3Rpb24tdG9rZW4/callback';

/** An error carrying, `depth` objects down, a failed request: its URL with the interaction's token, and its body. */
function nested(depth: number): Error {
  let value: Record<string, unknown> = { url: TOKEN_URL, requestBody: { json: { content: 'Sealed bid saved: £734,250' } }, body: '£734,250' };
  for (let i = 0; i < depth; i++) value = i % 2 ? { request: value } : { attempts: [value] };
  return Object.assign(new Error('Internal Server Error'), { rawError: value });
}

describe('log redaction', () => {
  it.each([0, 1, 3, 4, 5, 8, 20])('GIVEN a request body and a token %i levels deep in an error THEN the log line holds neither', (depth) => {
    const text = JSON.stringify(safeErrorSerializer(nested(depth)));
    expect(text).toContain('Internal Server Error');
    expect(text).not.toContain('734,250');
    expect(text).not.toContain('aW50ZXJhY3Rpb24tdG9rZW4');
    expect(text).toContain('/interactions/123456789012345678/[redacted]/callback');
  });

  it('GIVEN an object that holds itself THEN the serializer ends, and the loop reads as circular', () => {
    const loop: Record<string, unknown> = { body: 'secret', deeper: { url: TOKEN_URL } };
    (loop.deeper as Record<string, unknown>).back = loop;
    const text = JSON.stringify(safeErrorSerializer(Object.assign(new Error('failed'), { loop })));
    expect(text).not.toContain('secret');
    expect(text).not.toContain('aW50ZXJhY3Rpb24tdG9rZW4');
    expect(text).toContain('[Circular]');
  });
});
