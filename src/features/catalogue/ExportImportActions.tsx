import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CataloguePrefix } from '../../domain/catalogue';
import { downloadEndpoint } from '../../providers/dataProvider';
import { ImportDialog } from '../../components/ImportDialog';

export interface ExportImportActionsProps {
  prefix: CataloguePrefix;
  businessId: string;
  onImported: () => void;
}

type Format = 'csv' | 'xlsx';

/** "Export" (the whole catalogue as CSV or XLSX) and "Import" (a file, previewed before anything is saved). */
export function ExportImportActions({ prefix, businessId, onImported }: ExportImportActionsProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  async function exportAs(format: Format) {
    setExporting(true);
    try {
      const { blob, filename } = await downloadEndpoint('catalogueFiles', 'export', { meta: { prefix, businessId, format } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? `catalogue.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      void message.error((error as Error).message || t('catalogue.file.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'csv', label: t('catalogue.file.exportCsv') },
            { key: 'xlsx', label: t('catalogue.file.exportXlsx') },
          ],
          onClick: ({ key }) => void exportAs(key as Format),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} aria-haspopup="menu">
          {exporting ? t('catalogue.file.exporting') : t('catalogue.file.export')}
        </Button>
      </Dropdown>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImportOpen(true)}>
        {t('catalogue.file.import')}
      </Button>
      <ImportDialog
        open={importOpen}
        resource="catalogueFiles"
        meta={{ prefix, businessId }}
        title={t('catalogue.file.title')}
        hint={t('catalogue.file.hint')}
        columnsKey="catalogue.file.columns"
        onClose={() => setImportOpen(false)}
        onImported={onImported}
      />
    </>
  );
}
