import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import { TableEmptyText } from './TableEmptyText';

/** What a table of a list the server pages, filters and counts is given besides its rows. */
export interface ServerListProps<Row, Filters> {
  /** How many rows match the filters in all. */
  total: number;
  /** The server's paging (Refine's tableProps.pagination with the total said) and its change handler. */
  pagination: TableProps<Row>['pagination'];
  onChange?: TableProps<Row>['onChange'];
  filters: Filters;
  /** A change of some filters (the others stay). */
  onFiltersChange: (change: Filters) => void;
  loading?: boolean;
  /** The list could not be fetched. */
  failed?: boolean;
  onRetry?: () => void;
}

export interface ServerTableProps<Row> extends Pick<TableProps<Row>, 'rowKey' | 'loading' | 'pagination' | 'onChange' | 'rowSelection'> {
  /** The page the server answered. */
  rows: readonly Row[];
  /** Said when an answered page is empty (while loading, the table says so instead). */
  emptyText: string;
  /** The columns (Table.Column). */
  children: ReactNode;
}

/** The page of a server-paged list: scrolls sideways on a narrow screen rather than squeeze its columns. */
export function ServerTable<Row extends object>({ rows, emptyText, children, ...table }: ServerTableProps<Row>) {
  return (
    <Table<Row>
      {...table}
      dataSource={[...rows]}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <TableEmptyText loading={table.loading}>{emptyText}</TableEmptyText> }}
    >
      {children}
    </Table>
  );
}
