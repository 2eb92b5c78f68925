/** The parts of a TanStack query a list needs. */
export interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListState<Row> {
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * A query's state as DataList props: its rows (undefined until the first answer, which shows the spinner),
 * its error and a retry. `select` picks the rows out of a paged answer ({ data, total }).
 */
export function fromQuery<Row>(query: ListQuery<readonly Row[]>): ListState<Row>;
export function fromQuery<Data, Row>(
  query: ListQuery<Data>,
  select: (data: Data) => readonly Row[],
): ListState<Row>;
export function fromQuery(
  query: ListQuery<unknown>,
  select?: (data: unknown) => readonly unknown[],
): ListState<unknown> {
  const { data } = query;
  return {
    // Without `select` the overload above guarantees the data is the rows.
    rows: data === undefined ? undefined : select ? select(data) : (data as readonly unknown[]),
    loading: query.isPending,
    error: query.error,
    onRetry: () => {
      void query.refetch();
    },
  };
}
