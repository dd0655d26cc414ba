import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../src/db/unreachable.js';
import { NotAdmin } from '../../src/league/index.js';

/** An error shaped as pg, PGlite or Node make them: a message and, where they give one, a code. */
function failure(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('telling a database out of reach from a failed query', () => {
  const unreachable: [string, unknown][] = [
    ['the server shut down by an administrator (57P01)', failure('terminating connection due to administrator command', '57P01')],
    ['the server crashed (57P02)', failure('terminating connection because of crash of another server process', '57P02')],
    ['the server starting or stopping (57P03)', failure('the database system is starting up', '57P03')],
    ['the database dropped under the connection (57P04)', failure('terminating connection because the database was dropped', '57P04')],
    ['an idle session timed out (57P05)', failure('terminating connection due to idle-session timeout', '57P05')],
    ['a connection exception (08006)', failure('connection failure', '08006')],
    ['a connection never made (08001)', failure('could not connect', '08001')],
    ['too many connections (53300)', failure('sorry, too many clients already', '53300')],
    ['the disk full (53100)', failure('could not extend file: No space left on device', '53100')],
    ['an I/O error (58030)', failure('could not write to file', '58030')],
    [
      'a data file gone, as PGlite says with its folder removed (58P01)',
      failure('could not open file "base/5/2650": No such file or directory', '58P01'),
    ],
    ['a directory in the way, as PGlite says with its folder removed (58P02)', failure('could not create directory "base/5": File exists', '58P02')],
    ['the server refusing connections', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection reset', failure('read ECONNRESET', 'ECONNRESET')],
    ['a write to a closed socket', failure('write EPIPE', 'EPIPE')],
    ['a connection timed out by the network', failure('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['the host unreachable', failure('connect EHOSTUNREACH', 'EHOSTUNREACH')],
    ['the network unreachable', failure('connect ENETUNREACH', 'ENETUNREACH')],
    ['the host name unknown', failure('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['the name server not answering', failure('getaddrinfo EAI_AGAIN db', 'EAI_AGAIN')],
    ['the connection aborted', failure('socket ECONNABORTED', 'ECONNABORTED')],
    ['the disk full under PGlite', failure('ENOSPC: no space left on device, write', 'ENOSPC')],
    ['a read-only file system', failure('EROFS: read-only file system', 'EROFS')],
    ['an I/O error from the file system', failure('EIO: i/o error, write', 'EIO')],
    ['pg: the connection cut', failure('Connection terminated unexpectedly')],
    ['pg: the connection ended', failure('Connection terminated')],
    ['pg: the connect timeout', failure('Connection terminated due to connection timeout')],
    ['pg-pool: no connection within the connect timeout', failure('timeout exceeded when trying to connect')],
    ['pg: a client whose connection failed', failure('Client has encountered a connection error and is not queryable')],
    ['pg: a client closed', failure('Client was closed and is not queryable')],
    ['pg-pool: the pool ended', failure('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', failure('PGlite is closed')],
    ['PGlite aborted', failure('Aborted(). Build with -sASSERTIONS for more info.')],
    [
      'a refusal on IPv4 and IPv6 at once',
      new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]),
    ],
    ['a wrapper whose cause is a lost connection', new Error('advancing failed', { cause: failure('Connection terminated unexpectedly') })],
  ];

  const queryFaults: [string, unknown][] = [
    ['a syntax error (42601)', failure('syntax error at or near "selec"', '42601')],
    ['a unique violation (23505)', failure('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure (40001)', failure('could not serialize access', '40001')],
    ['a statement cancelled by its timeout (57014)', failure('canceling statement due to statement timeout', '57014')],
    ['a check constraint (23514)', failure('new row violates check constraint', '23514')],
    ['a file not found that is no database matter', failure("ENOENT: no such file or directory, open 'commands/x.ts'", 'ENOENT')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refusal of the league', new NotAdmin()],
    ['a message that merely mentions a connection', failure('the connection between the clubs terminated the deal')],
    ['a string thrown', 'Connection terminated'],
    ['nothing', null],
  ];

  it.each(unreachable)('GIVEN %s THEN the database counts as out of reach', (_situation, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each(queryFaults)('GIVEN %s THEN it is a fault of the query or the code, not the database out of reach', (_situation, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
