// The test's own handle on the database forgets the app's cached public reads after each write it
// makes: to the app such a write comes from outside (as from psql or another process, which
// production hears of through NOTIFY), while the app's own writes must empty the cache by
// themselves, so the app's handle is left without this.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

export function cacheForgettingPlugin(forgetCachedReads: () => void): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      // Raw SQL counts as a write: it may be one, and an extra emptying only costs a refill.
      if (args.node.kind !== 'SelectQueryNode') writes.add(args.queryId);
      return args.node;
    },
    // After the statement has run, so no read in between can cache what it replaced.
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(args.queryId)) forgetCachedReads();
      return args.result;
    },
  };
}
