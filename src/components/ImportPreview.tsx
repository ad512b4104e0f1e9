import { useMemo, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Grid, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ImportErrorCode, RowStatus } from '../domain/catalogueFile';

/** One row of a file as the server previews it; `C` is the file's columns (the owners' catalogue, Easy Market). */
export interface ImportPreviewRow<C extends string = string> {
  line: number;
  name: string;
  category: string;
  status: RowStatus;
  changes?: C[];
  error?: { code: ImportErrorCode; column?: C; line?: number; message: string };
}

/** The server's preview of a file: what importing it would do, row by row. */
export interface ImportPreviewData<C extends string = string> {
  total: number;
  counts: Record<RowStatus, number>;
  newCategories: string[];
  rows: ImportPreviewRow<C>[];
}

export interface ImportPreviewProps<C extends string> {
  preview: ImportPreviewData<C>;
  fileName: string;
  /** Where the catalogue names the file's columns: `<columnsKey>.<column>` (`catalogue.file.columns`). */
  columnsKey: string;
}

const STATUS_COLOR: Record<RowStatus, string> = { new: 'green', changed: 'blue', unchanged: 'default', error: 'red' };
const FILTERS = ['all', 'error', 'new', 'changed', 'unchanged'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** Why a row cannot be imported, in the reader's language. */
export function useRowErrorText(columnsKey: string) {
  const t = useTranslate();
  return (error: NonNullable<ImportPreviewRow['error']>) =>
    t(
      `catalogue.file.errors.${error.code}`,
      { column: error.column ? t(`${columnsKey}.${error.column}`) : '', line: error.line ?? '' },
      error.message,
    );
}

/**
 * The preview of an import: the counts per status (each a filter), the categories it would create, and the
 * rows in pages of 20, each with its status and what changes or why it cannot be imported.
 */
export function ImportPreview<C extends string>({ preview, fileName, columnsKey }: ImportPreviewProps<C>) {
  const t = useTranslate();
  const errorText = useRowErrorText(columnsKey);
  const [filter, setFilter] = useState<Filter>(preview.counts.error > 0 ? 'error' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => (filter === 'all' ? preview.rows : preview.rows.filter((r) => r.status === filter)), [preview, filter]);
  const count = (f: Filter) => (f === 'all' ? preview.total : preview.counts[f]);
  const changes = preview.counts.new + preview.counts.changed;
  // Phones get a select for the filter and one column per row (status, name, category, reason) instead of five.
  const narrow = !Grid.useBreakpoint().md;
  const filterLabel = (f: Filter) => `${f === 'all' ? t('catalogue.file.all') : t(`catalogue.file.status.${f}`)} (${count(f)})`;
  const changeFilter = (value: Filter) => {
    setFilter(value);
    setPage(1);
  };
  const statusTag = (status: RowStatus) => <Tag color={STATUS_COLOR[status]}>{t(`catalogue.file.status.${status}`)}</Tag>;
  const details = (row: ImportPreviewRow<C>) =>
    row.error ? (
      <Typography.Text type="danger">{errorText(row.error)}</Typography.Text>
    ) : row.changes?.length ? (
      t('catalogue.file.changes', { columns: row.changes.map((c) => t(`${columnsKey}.${c}`)).join(', ') })
    ) : null;
  const lineColumn = { title: t('catalogue.file.line'), dataIndex: 'line', width: narrow ? 52 : 64 };
  const columns: ColumnsType<ImportPreviewRow<C>> = narrow
    ? [
        lineColumn,
        {
          title: t('catalogue.file.details'),
          key: 'row',
          render: (_, row) => (
            <Space direction="vertical" size={2}>
              <span>
                {statusTag(row.status)} <Typography.Text strong>{row.name}</Typography.Text>
              </span>
              <Typography.Text type="secondary">{row.category}</Typography.Text>
              {details(row)}
            </Space>
          ),
        },
      ]
    : [
        lineColumn,
        { title: t('catalogue.file.rowStatus'), dataIndex: 'status', width: 110, render: statusTag },
        { title: t(`${columnsKey}.category`), dataIndex: 'category', ellipsis: true },
        { title: t(`${columnsKey}.name`), dataIndex: 'name', ellipsis: true },
        { title: t('catalogue.file.details'), key: 'details', render: (_, row) => details(row) },
      ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>{t('catalogue.file.summary', { total: preview.total, name: fileName })}</Typography.Text>
      {preview.counts.error > 0 ? (
        <Alert type="error" showIcon message={t('catalogue.file.hasErrors', { count: preview.counts.error })} />
      ) : changes === 0 ? (
        <Alert type="info" showIcon message={t('catalogue.file.nothingToDo')} />
      ) : null}
      {preview.newCategories.length > 0 && (
        <Typography.Text>{t('catalogue.file.newCategories', { names: preview.newCategories.join(', ') })}</Typography.Text>
      )}
      {narrow ? (
        <Select<Filter>
          aria-label={t('catalogue.file.filter')}
          value={filter}
          onChange={changeFilter}
          options={FILTERS.map((f) => ({ value: f, label: filterLabel(f) }))}
          style={{ width: '100%' }}
        />
      ) : (
        <Segmented<Filter>
          block
          aria-label={t('catalogue.file.filter')}
          value={filter}
          onChange={changeFilter}
          options={FILTERS.map((f) => ({ value: f, label: filterLabel(f) }))}
        />
      )}
      <Table<ImportPreviewRow<C>>
        size="small"
        rowKey="line"
        dataSource={rows}
        locale={{ emptyText: t('catalogue.file.noRows') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: rows.length,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total, [first, last]) => t('components.pagination.range', { first, last, total }),
        }}
        columns={columns}
      />
    </Space>
  );
}
