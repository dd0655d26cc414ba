/**
 * Whether an error means the database could not be reached, or could not write, rather than that a query was
 * wrong: the server gone or restarting, a connection cut, the disk full or the data folder gone. Such a failure
 * changes nothing (the transaction is rolled back with its connection), and trying again later is the answer.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return causes(error).some(matches);
}

/**
 * SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk full, too many connections),
 * 58 system error (I/O error, a file gone); and from class 57 the server shutting down or starting
 * (57P01 to 57P05), not a statement cancelled by a timeout (57014).
 */
const UNREACHABLE_SQLSTATE = /^(08|53|58)[0-9A-Z]{3}$|^57P0[1-5]$/;

/** What Node's sockets and file system say when the server or the disk is out of reach. */
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EROFS',
  'EIO',
]);

/** pg's and pg-pool's own words for a lost connection or one never made; PGlite's once its WebAssembly aborted. */
const UNREACHABLE_MESSAGE = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
  /^Aborted\(/,
];

function matches(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_ERRNO.has(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return UNREACHABLE_MESSAGE.some((pattern) => pattern.test(message));
}

/** The error, its causes, and an AggregateError's parts (a connection tried on IPv4 and IPv6). */
function causes(error: unknown, depth = 0): object[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const nested = [
    ...('cause' in error ? causes(error.cause, depth + 1) : []),
    ...(error instanceof AggregateError ? error.errors.flatMap((e: unknown) => causes(e, depth + 1)) : []),
  ];
  return [error, ...nested];
}
