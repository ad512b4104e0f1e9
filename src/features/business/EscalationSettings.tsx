import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Form, Radio, Switch, Typography, type RadioGroupProps } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import {
  ADMIN_ALERT_CHOICES,
  AUTO_REFUSE_CHOICES,
  ESCALATION_FIELDS,
  REMINDER_CHOICES,
  validateEscalation,
  type EscalationSettings as Settings,
} from '../../domain/escalation';
import { localizeMessage } from '../../i18n/serverMessage';

/** The form's auto-refuse value for "never": a radio button needs a value, the API says null. */
const NEVER = 0;
type FormValues = Omit<Settings, 'autoRefuseMinutes'> & { autoRefuseMinutes: number };

/** A row of minute buttons, one radio group named by its question (the form item gives value and onChange). */
function MinutesChoice({ label, ...group }: RadioGroupProps & { label: string }) {
  return (
    <div role="radiogroup" aria-label={label}>
      <Radio.Group optionType="button" {...group} />
    </div>
  );
}

export interface EscalationSettingsProps {
  settings: Settings;
  /** Sends PUT /{type}/escalation/{id}; resolves true when the server accepted it. */
  onSave: (settings: Settings) => Promise<boolean>;
  saving?: boolean;
  saveError?: string;
}

/**
 * What happens to a new order nobody answers (a reminder, the admins alerted, an optional refusal), or
 * auto-accept. The shared rules check the choices before they are sent; a refusal is said on its field.
 */
export function EscalationSettings({ settings, onSave, saving, saveError }: EscalationSettingsProps) {
  const t = useTranslate();
  const [form] = Form.useForm<FormValues>();
  const minutes = (choices: readonly number[]) => choices.map((m) => ({ value: m, label: t('service.escalation.minutes', { count: m }) }));

  const submit = async (values: FormValues) => {
    const sent: Settings = { ...values, autoRefuseMinutes: values.autoRefuseMinutes === NEVER ? null : values.autoRefuseMinutes };
    const errors = validateEscalation(sent);
    const problems = ESCALATION_FIELDS.filter((f) => errors[f]);
    if (problems.length) {
      form.setFields(problems.map((name) => ({ name, errors: [localizeMessage(t, errors[name]!)] })));
      return;
    }
    await onSave(sent);
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t('service.escalation.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('service.escalation.intro')}</Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...settings, autoRefuseMinutes: settings.autoRefuseMinutes ?? NEVER }}
        onFinish={submit}
        disabled={saving}
      >
        <Form.Item
          name="autoAccept"
          label={t('service.escalation.autoAccept')}
          valuePropName="checked"
          extra={t('service.escalation.autoAcceptHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="reminderMinutes" label={t('service.escalation.reminder')} extra={t('service.escalation.reminderHelp')}>
          <MinutesChoice label={t('service.escalation.reminder')} options={minutes(REMINDER_CHOICES)} />
        </Form.Item>
        <Form.Item name="adminAlertMinutes" label={t('service.escalation.adminAlert')} extra={t('service.escalation.adminAlertHelp')}>
          <MinutesChoice label={t('service.escalation.adminAlert')} options={minutes(ADMIN_ALERT_CHOICES)} />
        </Form.Item>
        <Form.Item name="autoRefuseMinutes" label={t('service.escalation.autoRefuse')} extra={t('service.escalation.autoRefuseHelp')}>
          <MinutesChoice
            label={t('service.escalation.autoRefuse')}
            options={[{ value: NEVER, label: t('service.escalation.never') }, ...minutes(AUTO_REFUSE_CHOICES)]}
          />
        </Form.Item>
        {saveError && <Alert type="error" showIcon role="alert" message={saveError} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
          {t('service.escalation.save')}
        </Button>
      </Form>
    </Card>
  );
}
