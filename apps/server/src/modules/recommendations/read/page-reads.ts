import type { Database } from '../../../db/client';
import { findProductStates, type ProductState } from '../../shop-data';
import type { Scored } from '../model/types';
import type { NeighbourSource, Ranking, RankingList } from '../store/compute';
import { findNeighbours, findRankings } from '../store/stored-models';

/**
 * The stored models and anchor states one request reads, each read once however many widgets ask: a page's
 * widgets mostly want the same lists (the bestsellers of the shop and of the product's category, the
 * product's neighbours), and reading and parsing each widget's copy was a large part of a page's time
 * (bench/recommendations' profile). What one widget asks and another has not yet goes out in one query.
 */
export interface PageReads {
  productStates(productIds: readonly string[]): Promise<Map<string, ProductState>>;
  neighbours(
    sources: readonly NeighbourSource[],
    productIds: readonly string[],
  ): Promise<Map<NeighbourSource, Map<string, Scored[]>>>;
  rankings(lists: readonly RankingList[], categories: readonly string[]): Promise<Ranking[]>;
}

const key = (a: string, b: string) => `${a}\u0000${b}`;

/**
 * A memo of keyed reads: the keys not yet asked are read together by `read`, whose answer says per key what
 * was found (missing keys are undefined); every key then answers from the one promise that read it.
 */
function keyedReads<K, V>(read: (missing: K[]) => Promise<Map<string, V>>, keyOf: (k: K) => string) {
  const pending = new Map<string, Promise<V | undefined>>();
  return async (wanted: readonly K[]): Promise<Array<[K, V | undefined]>> => {
    const missing = wanted.filter((k) => !pending.has(keyOf(k)));
    if (missing.length > 0) {
      const batch = read(missing);
      for (const k of missing)
        pending.set(
          keyOf(k),
          batch.then((found) => found.get(keyOf(k))),
        );
    }
    return Promise.all(wanted.map(async (k) => [k, await pending.get(keyOf(k))] as [K, V | undefined]));
  };
}

/** The reads of one request (a shop page, a preview, an e-mail's recipient); the account is fixed. */
export function pageReads(db: Database, accountId: number): PageReads {
  const states = keyedReads<string, ProductState>(
    (ids) => findProductStates(db, accountId, ids),
    (id) => id,
  );
  const neighbourLists = keyedReads<[NeighbourSource, string], Scored[]>(
    async (missing) => {
      const sources = [...new Set(missing.map(([source]) => source))];
      const ids = [...new Set(missing.map(([, id]) => id))];
      const found = new Map<string, Scored[]>();
      for (const [source, lists] of await findNeighbours(db, accountId, sources, ids))
        for (const [id, list] of lists) found.set(key(source, id), list);
      return found;
    },
    ([source, id]) => key(source, id),
  );
  const rankingLists = keyedReads<[RankingList, string], Ranking>(
    async (missing) => {
      const lists = [...new Set(missing.map(([list]) => list))];
      const categories = [...new Set(missing.flatMap(([, category]) => (category ? [category] : [])))];
      const found = new Map<string, Ranking>();
      for (const ranking of await findRankings(db, accountId, lists, categories))
        found.set(key(ranking.list, ranking.category), ranking);
      return found;
    },
    ([list, category]) => key(list, category),
  );
  return {
    async productStates(productIds) {
      const found = new Map<string, ProductState>();
      for (const [id, state] of await states(productIds)) if (state) found.set(id, state);
      return found;
    },
    async neighbours(sources, productIds) {
      const found = new Map<NeighbourSource, Map<string, Scored[]>>(
        sources.map((source) => [source, new Map()]),
      );
      const wanted = sources.flatMap((source) =>
        productIds.map((id): [NeighbourSource, string] => [source, id]),
      );
      for (const [[source, id], list] of await neighbourLists(wanted))
        if (list) found.get(source)?.set(id, list);
      return found;
    },
    async rankings(lists, categories) {
      const wanted = lists.flatMap((list) =>
        ['', ...categories].map((category): [RankingList, string] => [list, category]),
      );
      return (await rankingLists(wanted)).flatMap(([, ranking]) => (ranking ? [ranking] : []));
    },
  };
}
