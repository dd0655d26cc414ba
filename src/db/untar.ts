import { closeSync, createReadStream, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;
const text = (header: Buffer, start: number, length: number) => header.toString('latin1', start, start + length).replace(/\0.*$/s, '');

/**
 * Unpacks a .tar.gz of plain files and folders (ustar, as PGlite's dumpDataDir writes it) into `into`, streaming:
 * a few blocks in memory at a time. `last` (a path inside the archive) gets its name after everything else is
 * written, so an interrupted unpacking never leaves it behind.
 */
export async function extractTarGz(archive: string, into: string, last?: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number; left: number; padding: number } | undefined;
  let skip = 0;
  let deferred: string | undefined;
  for await (const chunk of createReadStream(archive).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (file) {
        const n = Math.min(file.left, pending.length);
        writeSync(file.fd, pending, 0, n);
        pending = pending.subarray(n);
        file.left -= n;
        if (file.left > 0) break;
        closeSync(file.fd);
        skip = file.padding;
        file = undefined;
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length);
        pending = pending.subarray(n);
        skip -= n;
        if (skip > 0) break;
      }
      if (pending.length < BLOCK) break;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) continue;
      const name = path.posix.join(text(header, 345, 155), text(header, 0, 100));
      if (name.split('/').includes('..')) throw new Error(`${archive}: entry ${name} leaves the folder`);
      const target = path.join(into, name);
      const size = parseInt(text(header, 124, 12).trim() || '0', 8);
      const type = text(header, 156, 1) || '0';
      if (type === '5') {
        mkdirSync(target, { recursive: true, mode: 0o700 });
      } else if (type === '0') {
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        const isLast = last !== undefined && path.posix.normalize(`/${name}`) === path.posix.normalize(`/${last}`);
        if (isLast) deferred = target;
        file = { fd: openSync(isLast ? `${target}.part` : target, 'w', 0o600), left: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
      } else {
        throw new Error(`${archive}: entry ${name} is of tar type ${type}, neither a file nor a folder`);
      }
    }
  }
  if (file) throw new Error(`${archive} ends inside a file`);
  if (deferred) renameSync(`${deferred}.part`, deferred);
}
