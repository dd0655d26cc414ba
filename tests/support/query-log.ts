import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '../../src/db/tables.js';

/** Records the SQL of every query run through the instance it is plugged into, transactions' included. */
export class QueryLog implements KyselyPlugin {
  readonly statements: string[] = [];
  constructor(private readonly compile: (node: RootOperationNode) => string) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(this.compile(node));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The same database, with every query it runs recorded in `log`. */
export function counted(db: Kysely<Database>): { db: Kysely<Database>; log: QueryLog } {
  const log = new QueryLog((node) => db.getExecutor().compileQuery(node, { queryId: 'log' }).sql);
  return { db: db.withPlugin(log), log };
}
