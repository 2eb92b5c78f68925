import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  key: string;
  direction: SortDirection;
}

export interface DataColumn<Row> {
  key: string;
  /** The column header, and the label before the value on a phone's card. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (the list sorts the rows it has). */
  sortValue?: (row: Row) => string | number | null;
  align?: 'left' | 'right';
  /** 'nowrap' for dates and figures; 'anywhere' for addresses and free text that may hold long words. */
  wrap?: 'nowrap' | 'anywhere';
  sx?: SxProps<Theme>;
}

export interface ServerPage {
  offset: number;
  limit: number;
}

/** 'client': the list pages the rows it was given. 'server': the rows are one page of `total`. */
export type DataPaging =
  | { mode: 'client'; pageSize: number; pageSizes?: number[] }
  | {
      mode: 'server';
      total: number;
      /** The server stopped counting at `total`: "av minst …". */
      totalCapped?: boolean;
      page: ServerPage;
      onChange: (page: ServerPage) => void;
      pageSizes?: number[];
    };

export interface RowActions<Row> {
  /** The name of the actions column, read by screen readers (the header is visually empty). */
  label: string;
  render: (row: Row) => ReactNode;
}
