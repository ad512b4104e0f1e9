import { useState } from 'react';
import { useTranslate, type CrudFilter } from '@refinedev/core';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { SpreadsheetFormat } from '../domain/csv';
import { App, Button, Progress, Space } from 'antd';
import { downloadEndpoint } from '../providers/dataProvider';
import { toFilterQuery } from '../providers/listParams';
import { saveFile } from './saveFile';

export interface ExportCsvButtonProps {
  /** The export endpoint: resource, action and the list's meta. */
  resource: string;
  action?: string;
  meta: Record<string, unknown>;
  /** The table's filters: the export takes every row they match, not the page. */
  filters: CrudFilter[];
  fallbackName: string;
}

/**
 * "Export CSV" and "Export Excel": download the whole filtered list as the server streams it, with its progress,
 * in the account's language and clock (the CSV with the separator Excel expects for that language).
 */
export function ExportCsvButton({ resource, action = 'export', meta, filters, fallbackName }: ExportCsvButtonProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);
  const [running, setRunning] = useState<SpreadsheetFormat | null>(null);

  async function run(format: SpreadsheetFormat) {
    setProgress(0);
    setRunning(format);
    try {
      const { blob, filename } = await downloadEndpoint(
        resource,
        action,
        { meta, query: { ...toFilterQuery(filters), format } },
        (lines, total) => {
          // The header is one line; the rows are the rest.
          if (total && format === 'csv') setProgress(Math.min(99, Math.floor((Math.max(0, lines - 1) / total) * 100)));
        },
      );
      saveFile(blob, filename ?? (format === 'csv' ? fallbackName : fallbackName.replace(/\.csv$/, '.xlsx')));
    } catch (error) {
      void message.error((error as Error).message || t('components.exportCsv.failed'));
    } finally {
      setProgress(null);
      setRunning(null);
    }
  }

  return (
    <Space wrap>
      {progress !== null && (
        <Progress percent={progress} size="small" style={{ width: 100, margin: 0 }} aria-label={t('components.exportCsv.progress')} />
      )}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={running === 'csv'}
        disabled={running === 'xlsx'}
        onClick={() => void run('csv')}
      >
        {running === 'csv' ? t('components.exportCsv.running') : t('components.exportCsv.label')}
      </Button>
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        loading={running === 'xlsx'}
        disabled={running === 'csv'}
        onClick={() => void run('xlsx')}
      >
        {running === 'xlsx' ? t('components.exportCsv.running') : t('components.exportCsv.xlsx')}
      </Button>
    </Space>
  );
}
