import { useTranslate } from '@refinedev/core';
import { Alert, Button, DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { validateIdentity, type IdentityField } from '../../domain/identity';
import { ImageUpload, type ImageUploadProps } from '../../components/ImageUpload';
import { LATIN_TEXT } from '../../components/LatinText';
import { useMessageText } from './useMessageText';

/** What the identity step sends: PUT /auth/confirme/{userId}. */
export interface IdentityValues {
  N_identité: string;
  Date_birth: string;
  scan_Id: string;
}

interface FormValues {
  N_identité?: string;
  Date_birth?: Dayjs | null;
  scan_Id?: string;
}

export interface IdentityStepProps {
  onSubmit: (values: IdentityValues) => void;
  submitting?: boolean;
  /** The server's message, or 'An error occurred'. */
  error?: string;
  initialValues?: Partial<IdentityValues>;
  /** Replaces the network upload (stories). */
  upload?: ImageUploadProps['upload'];
  /** "Today", for the age and future-date checks (stories and tests). */
  today?: Date;
}

const ID_FOLDER = 'card_identité';

/** Step 1: identity number, date of birth and a scan of the ID card, all required; 18 or older. */
/** The first is shown; each is read when typed. */
const BIRTH_DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'];

export function IdentityStep({ onSubmit, submitting, error, initialValues, upload, today }: IdentityStepProps) {
  const t = useTranslate();
  const messageText = useMessageText();
  const [form] = Form.useForm<FormValues>();

  const submit = (values: FormValues) => {
    const payload = {
      N_identité: (values['N_identité'] ?? '').trim(),
      Date_birth: values.Date_birth ? values.Date_birth.format('YYYY-MM-DD') : '',
      scan_Id: values.scan_Id ?? '',
    };
    const errors = validateIdentity(payload, today);
    const fields = Object.entries(errors) as [IdentityField, string][];
    if (fields.length) {
      form.setFields(fields.map(([name, message]) => ({ name, errors: [messageText(message)] })));
      return;
    }
    onSubmit(payload);
  };

  const endOfToday = dayjs(today ?? new Date()).endOf('day');
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={submit}
      // A message from the last check goes away as soon as its field changes.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as never, errors: [] })))}
      disabled={submitting}
      initialValues={{
        ...initialValues,
        Date_birth: initialValues?.Date_birth ? dayjs(initialValues.Date_birth) : undefined,
      }}
      style={{ maxWidth: 520 }}
    >
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('onboarding.identity.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('onboarding.identity.text')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item name="N_identité" label={t('onboarding.identity.number')} required>
        <Input autoComplete="off" className={LATIN_TEXT} placeholder={t('onboarding.identity.numberPlaceholder')} maxLength={20} />
      </Form.Item>
      <Form.Item name="Date_birth" label={t('onboarding.identity.birthDate')} required>
        <DatePicker
          style={{ width: '100%' }}
          // Shown and typed as on the ID card (15/03/1990); the ISO form is read too.
          format={BIRTH_DATE_FORMATS}
          placeholder={t('onboarding.identity.birthDatePlaceholder')}
          disabledDate={(d) => d.isAfter(endOfToday)}
          defaultPickerValue={dayjs(today ?? new Date()).subtract(25, 'year')}
          inputReadOnly={false}
        />
      </Form.Item>
      <Form.Item name="scan_Id" label={t('onboarding.identity.scan')} required>
        <ImageUpload preset="card_identité" folder={ID_FOLDER} label={t('onboarding.identity.scanLabel')} shape="wide" upload={upload} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ marginTop: 8, opacity: 1 }}>
        {t('onboarding.identity.submit')}
      </Button>
    </Form>
  );
}
