import { expect, it } from 'vitest';
import { LATE_ACK_LOG } from '../../src/discord/ack-times.js';
import { BotProcess } from './support/bot-process.js';

/** A process that only writes these log lines, as the bot writes them, and exits. */
function processLogging(lines: object[]): BotProcess {
  const script = lines.map((line) => `console.log(${JSON.stringify(JSON.stringify(line))});`).join('');
  return BotProcess.start({}, ['-e', script]);
}

it('GIVEN bot processes, one of which answered an interaction after 3 s by its own figure THEN that one is reported, after the process stopped too', async () => {
  const punctual = processLogging([{ level: 30, msg: 'logged in to Discord' }]);
  const late = processLogging([
    { level: 40, interactionId: '1', ms: 3_412, msg: LATE_ACK_LOG },
    { level: 30, msg: 'week played' },
  ]);
  expect(await punctual.exited).toBe(0);
  expect(await late.exited).toBe(0);

  expect(BotProcess.lateAcknowledgements()).toEqual([{ level: 40, interactionId: '1', ms: 3_412, msg: LATE_ACK_LOG }]);
});
