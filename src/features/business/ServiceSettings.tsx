import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Form, Radio, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { PREPARATION_PRESETS } from '../../domain/service';
import type { BusinessRecord } from './types';

export interface ServiceValues {
  preparationMinutes: number;
  printOnAccept: boolean;
}

export interface ServiceSettingsProps {
  business: Pick<BusinessRecord, 'preparationMinutes' | 'printOnAccept'>;
  /** Sends PUT /{type}/update/{id} with these two fields; resolves true when the server accepted it. */
  onSave: (values: ServiceValues) => Promise<boolean>;
  saving?: boolean;
  saveError?: string;
}

/** How the kitchen works: the preparation time the accept dialog starts from, and printing tickets on accept. */
export function ServiceSettings({ business, onSave, saving, saveError }: ServiceSettingsProps) {
  const t = useTranslate();
  const initialValues: ServiceValues = {
    preparationMinutes: business.preparationMinutes,
    printOnAccept: business.printOnAccept,
  };
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t('service.settings.title')}
        </Typography.Title>
      }
    >
      <Form<ServiceValues> layout="vertical" initialValues={initialValues} onFinish={onSave} disabled={saving}>
        <Form.Item name="preparationMinutes" label={t('service.settings.preparation')} extra={t('service.settings.preparationHelp')}>
          <Radio.Group
            optionType="button"
            options={PREPARATION_PRESETS.map((m) => ({ value: m, label: t('service.accept.minutes', { count: m }) }))}
          />
        </Form.Item>
        <Form.Item
          name="printOnAccept"
          label={t('service.settings.printOnAccept')}
          valuePropName="checked"
          extra={t('service.settings.printOnAcceptHelp')}
        >
          <Switch />
        </Form.Item>
        {saveError && <Alert type="error" showIcon role="alert" message={saveError} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={saving}>
          {t('service.settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
