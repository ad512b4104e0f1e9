import { useState } from 'react';
import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Modal, Space, Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { ImportPreview, type ImportPreviewData } from './ImportPreview';

export interface ImportDialogProps {
  open: boolean;
  /** The endpoint table's resource whose `preview` and `import` take the file (`catalogueFiles`, `emFiles`). */
  resource: string;
  /** The ids those calls need (the owners' catalogue: prefix and business). */
  meta?: Record<string, unknown>;
  title: string;
  /** What the file holds and how its rows are matched, shown before one is chosen. */
  hint: string;
  /** Where the catalogue names the file's columns (see ImportPreview). */
  columnsKey: string;
  onClose: () => void;
  /** After a successful import: the lists read the catalogue again. */
  onImported: () => void;
}

interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
}

/** The refusals of a whole file the dialog words itself (server codes). */
export const FILE_PROBLEMS = [
  'importFileRequired',
  'importFileTooLarge',
  'importFileUnreadable',
  'importFileEmpty',
  'importTooManyRows',
  'importMissingColumns',
  'emImportMissingColumns',
  'importHasErrors',
] as const;

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import a spreadsheet: choose a file, read the server's preview (nothing is written), then confirm; the
 * server imports every row in one transaction or none. A file with errors cannot be confirmed.
 */
export function ImportDialog({ open, resource, meta = {}, title, hint, columnsKey, onClose, onImported }: ImportDialogProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreviewData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate: send, mutation: previewing } = useCustomMutation<ImportPreviewData, HttpError>();
  const { mutate: commit, mutation: importing } = useCustomMutation<Outcome, HttpError>();

  /** A refusal in the reader's language: by the answer's code when it is one of the file's, else as it came. */
  const problemText = (error: HttpError) => {
    const code = (error as HttpError & { code?: string }).code;
    return code && (FILE_PROBLEMS as readonly string[]).includes(code)
      ? t(`catalogue.file.problems.${code}`)
      : error.message || t('catalogue.file.failed');
  };

  const form = (chosen: File) => {
    const body = new FormData();
    body.append('file', chosen);
    return body;
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    send(
      {
        url: `${resource}.preview`,
        method: 'post',
        values: { form: form(chosen) },
        meta,
        successNotification: false,
        errorNotification: false,
      },
      { onSuccess: ({ data }) => setPreview(data), onError: (error) => setProblem(problemText(error)) },
    );
    return false;
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const confirm = () =>
    commit(
      {
        url: `${resource}.import`,
        method: 'post',
        values: { form: form(file!) },
        meta,
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          void message.success(t('catalogue.file.done', { ...data }));
          onImported();
          close();
        },
        // The file stays chosen and its preview shown, so nothing the owner did is lost.
        onError: (error) => setProblem(problemText(error)),
      },
    );

  const changes = preview ? preview.counts.new + preview.counts.changed : 0;
  const canImport = !!preview && preview.counts.error === 0 && changes > 0;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      width={880}
      destroyOnHidden
      maskClosable={!importing.isPending}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {preview && (
            <Button onClick={reset} disabled={importing.isPending}>
              {t('catalogue.file.another')}
            </Button>
          )}
          <Button onClick={close} disabled={importing.isPending}>
            {t('catalogue.file.cancel')}
          </Button>
          <Button type="primary" disabled={!canImport} loading={importing.isPending} onClick={confirm}>
            {t('catalogue.file.confirm', { count: changes })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {!preview && !previewing.isPending && (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {hint}
            </Typography.Paragraph>
            <Upload.Dragger accept={ACCEPT} multiple={false} showUploadList={false} beforeUpload={choose}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('catalogue.file.drop')}</p>
            </Upload.Dragger>
          </>
        )}
        {previewing.isPending && (
          <Spin>
            <Typography.Paragraph style={{ textAlign: 'center', padding: 32 }}>
              {t('catalogue.file.reading', { name: file?.name })}
            </Typography.Paragraph>
          </Spin>
        )}
        {problem && <Alert type="error" showIcon message={problem} role="alert" />}
        {preview && file && <ImportPreview preview={preview} fileName={file.name} columnsKey={columnsKey} />}
      </Space>
    </Modal>
  );
}
