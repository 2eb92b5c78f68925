export { DataList, type DataListProps } from './data-list';
export { fromQuery } from './from-query';
export type { DataColumn, DataPaging, RowActions, ServerPage, Sort } from './types';
