import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ImportDialog } from '../../components/ImportDialog';

/** "Import": an Easy Market file (the export's columns) previewed row by row, then imported when confirmed. */
export function EmImportButton({ onImported }: { onImported: () => void }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('easyMarket.file.import')}
      </Button>
      <ImportDialog
        open={open}
        resource="emFiles"
        title={t('easyMarket.file.title')}
        hint={t('easyMarket.file.hint')}
        columnsKey="easyMarket.file.columns"
        onClose={() => setOpen(false)}
        onImported={onImported}
      />
    </>
  );
}
