export { DataList, type DataListProps } from './data-list';
export { fromQuery, type ListQuery } from './from-query';
export type { DataColumn, DataPaging, RowActions, ServerPage, Sort } from './types';
