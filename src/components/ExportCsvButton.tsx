import { useState } from 'react';
import { useTranslate, type CrudFilter } from '@refinedev/core';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { downloadEndpoint } from '../providers/dataProvider';
import { toFilterQuery } from '../providers/listParams';

export interface ExportCsvButtonProps {
  /** The export endpoint: resource, action and the list's meta. */
  resource: string;
  action?: string;
  meta: Record<string, unknown>;
  /** The table's filters: the export takes every row they match, not the page. */
  filters: CrudFilter[];
  fallbackName: string;
}

/** "Export CSV": downloads the whole filtered list as the server streams it, with its progress. */
export function ExportCsvButton({ resource, action = 'export', meta, filters, fallbackName }: ExportCsvButtonProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);

  async function run() {
    setProgress(0);
    try {
      const { blob, filename } = await downloadEndpoint(resource, action, { meta, query: toFilterQuery(filters) }, (lines, total) => {
        // The header is one line; the rows are the rest.
        if (total) setProgress(Math.min(99, Math.floor((Math.max(0, lines - 1) / total) * 100)));
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? fallbackName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      void message.error((error as Error).message || t('components.exportCsv.failed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Space>
      {progress !== null && (
        <Progress percent={progress} size="small" style={{ width: 100, margin: 0 }} aria-label={t('components.exportCsv.progress')} />
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {progress !== null ? t('components.exportCsv.running') : t('components.exportCsv.label')}
      </Button>
    </Space>
  );
}
