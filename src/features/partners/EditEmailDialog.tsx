import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { LATIN_TEXT, LatinText } from '../../components/LatinText';
import { EMAIL_PATTERN, normalizeEmail } from '../../domain/auth';
import type { Partner } from './partnerLists';

export interface EditEmailDialogProps {
  /** The partner whose e-mail changes; the dialog is open while set. */
  partner: Partner | null;
  saving?: boolean;
  /** Why the last attempt failed (the server's message); what was typed stays. */
  error?: string | null;
  onSubmit: (newEmail: string) => void;
  onCancel: () => void;
}

/** The edit-email dialog of the admin partner table (PUT /admin/updateEmail/{id} with newEmail). */
export function EditEmailDialog({ partner, saving = false, error, onSubmit, onCancel }: EditEmailDialogProps) {
  const t = useTranslate();
  const [form] = Form.useForm<{ newEmail: string }>();
  return (
    <Modal
      open={!!partner}
      title={t('partners.emailDialog.title')}
      okText={t('partners.emailDialog.save')}
      cancelText={t('partners.emailDialog.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {partner && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ newEmail: '' }}
          disabled={saving}
          onFinish={(values) => onSubmit(values.newEmail.trim())}
          requiredMark={false}
        >
          <Typography.Paragraph>{t('partners.emailDialog.intro')}</Typography.Paragraph>
          <Form.Item label={t('partners.emailDialog.current')}>
            <Typography.Text strong>
              {partner.name} — <LatinText>{partner.email}</LatinText>
            </Typography.Text>
          </Form.Item>
          <Form.Item
            name="newEmail"
            label={t('partners.emailDialog.newEmail')}
            rules={[
              { required: true, whitespace: true, message: t('partners.emailDialog.required') },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || EMAIL_PATTERN.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('partners.emailDialog.invalid'))),
              },
              {
                validator: (_, value: string | undefined) =>
                  value && normalizeEmail(value) === normalizeEmail(partner.email)
                    ? Promise.reject(new Error(t('partners.emailDialog.same')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input type="email" autoComplete="off" autoFocus className={LATIN_TEXT} placeholder={t('partners.emailDialog.placeholder')} />
          </Form.Item>
          {error && <Alert type="error" showIcon message={t('messages.emailUpdateFailed')} description={error} />}
        </Form>
      )}
    </Modal>
  );
}
