import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, renderHelp } from '../../src/discord/render/help.render.js';

describe('/help', () => {
  it.each(HELP_TOPICS)('GIVEN the topic %s THEN it has a title and lines with no raw codes', (topic) => {
    const embed = renderHelp(topic);
    expect(embed.title).toMatch(/^Help: [A-Z]/);
    expect(embed.description!.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(embed.description!.length).toBeLessThanOrEqual(4096);
    expect(embed.description).not.toMatch(/\b(FRM|ABL|RST|FIT)\b|\bT[123]\b|\(\d+w\)/);
  });

  it('GIVEN staff THEN each role shows its wage and what it does', () => {
    expect(renderHelp('staff').description).toContain('• Head Coach: £30,000 a week; lets your players train for a new position.');
  });
});
