import { useTranslate } from '@refinedev/core';
import { Alert, Button, Space } from 'antd';

export interface FormFooterProps {
  /** The last save's failure when no field could carry it; the form keeps what was typed. */
  error?: string;
  saving?: boolean;
  onCancel?: () => void;
}

/**
 * The end of a form: the save failure, Cancel, and Save as the form's one submit button (busy while saving,
 * so a second click or Enter cannot send it twice).
 */
export function FormFooter({ error, saving, onCancel }: FormFooterProps) {
  const t = useTranslate();
  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onCancel && (
          // Cancel stays usable while the form is disabled for saving.
          <Button onClick={onCancel} disabled={false}>
            {t('buttons.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('buttons.save')}
        </Button>
      </Space>
    </>
  );
}
