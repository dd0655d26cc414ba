import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { LIMITS } from '../../src/discord/limits.js';
import { embedLength, fitsDiscord, splitDraft, splitEmbed } from '../../src/discord/split.js';
import { chunkText } from '../../src/discord/text.js';

const lines = (count: number, width: number) => Array.from({ length: count }, (_, i) => `${i}`.padEnd(width, 'x')).join('\n');

describe('splitDraft', () => {
  it('GIVEN a description of 10,000 characters THEN it is cut into embeds of at most 4,096 that keep every line in order', () => {
    const description = lines(200, 49);
    const parts = splitDraft({ embeds: [{ title: 'Play-by-play', description }] });
    expect(parts.every(fitsDiscord)).toBe(true);
    const embeds = parts.flatMap((p) => p.embeds);
    expect(embeds.length).toBeGreaterThan(2);
    expect(embeds.map((e) => e.description).join('\n')).toBe(description);
    expect(embeds[0]!.title).toBe('Play-by-play');
    expect(embeds[1]!.title).toBe('Play-by-play (continued)');
  });

  it('GIVEN 60 fields THEN no embed holds more than 25 and none is lost', () => {
    const fields = Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: `v${i}` }));
    const parts = splitDraft({ embeds: [{ title: 'Many', fields }] });
    expect(parts.every(fitsDiscord)).toBe(true);
    const all = parts.flatMap((p) => p.embeds).flatMap((e) => e.fields ?? []);
    expect(all.map((f) => f.name)).toEqual(fields.map((f) => f.name));
    expect(Math.max(...parts.flatMap((p) => p.embeds).map((e) => e.fields?.length ?? 0))).toBe(LIMITS.fields);
  });

  it('GIVEN a field value of 3,000 characters THEN it becomes fields of at most 1,024', () => {
    const [embed] = splitEmbed({ fields: [{ name: 'Ledger', value: lines(60, 49) }] });
    expect(embed!.fields!.length).toBeGreaterThan(2);
    expect(embed!.fields!.every((f) => f.value.length <= LIMITS.fieldValue)).toBe(true);
    expect(embed!.fields![0]!.name).toBe('Ledger');
  });

  it('GIVEN 14 embeds THEN they go out in two messages, at most 10 in each', () => {
    const embeds: APIEmbed[] = Array.from({ length: 14 }, (_, i) => ({ title: `Match ${i}`, description: 'x' }));
    const parts = splitDraft({ embeds });
    expect(parts.map((p) => p.embeds.length)).toEqual([10, 4]);
  });

  it('GIVEN three embeds of 2,500 characters THEN no message carries more than 6,000 characters of embeds', () => {
    const embeds: APIEmbed[] = Array.from({ length: 3 }, () => ({ description: 'y'.repeat(2_500) }));
    const parts = splitDraft({ embeds });
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(part.embeds.reduce((sum, e) => sum + embedLength(e), 0)).toBeLessThanOrEqual(LIMITS.embedTotal);
  });

  it('GIVEN content of 4,500 characters THEN it is sent as three messages of at most 2,000, before the embeds', () => {
    const parts = splitDraft({ content: lines(90, 49), embeds: [{ title: 'after' }] });
    expect(parts.map((p) => p.content?.length ?? 0).every((n) => n <= LIMITS.content)).toBe(true);
    expect(parts.at(-1)!.embeds[0]!.title).toBe('after');
    expect(parts.filter((p) => p.content).length).toBe(3);
  });

  it('GIVEN a title of 300 characters THEN it is cut to 256 with an ellipsis', () => {
    const [embed] = splitEmbed({ title: 't'.repeat(300) });
    expect(embed!.title).toHaveLength(LIMITS.title);
    expect(embed!.title!.endsWith('…')).toBe(true);
  });

  it('GIVEN any draft THEN every message it becomes fits Discord', () => {
    const text = fc.string({ maxLength: 9_000 });
    const embed = fc.record({
      title: fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
      description: fc.option(text, { nil: undefined }),
      fields: fc.option(
        fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 300 }), value: fc.string({ minLength: 1, maxLength: 3_000 }) }), {
          maxLength: 40,
        }),
        { nil: undefined },
      ),
      footer: fc.option(fc.record({ text: fc.string({ maxLength: 2_500 }) }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.option(text, { nil: undefined }), fc.array(embed, { maxLength: 15 }), (content, embeds) => {
        const parts = splitDraft({ content, embeds: embeds as APIEmbed[] });
        return parts.length > 0 && parts.every(fitsDiscord);
      }),
      { numRuns: 200 },
    );
  });
});

describe('chunkText', () => {
  it('GIVEN one line longer than the limit THEN it is cut inside the line', () => {
    expect(chunkText('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
  });

  it('GIVEN short lines THEN chunks break between lines', () => {
    expect(chunkText('aaaa\nbbbb\ncccc', 9)).toEqual(['aaaa\nbbbb', 'cccc']);
  });
});
