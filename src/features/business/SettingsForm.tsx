import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Typography, type FormProps } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useDomainRules } from '../../components/domainRules';
import { ImageUpload } from '../../components/ImageUpload';
import { OpenStatusBadge } from '../../components/OpenStatusBadge';
import type { UploadOptions } from '../../components/uploadImage';
import { BUSINESS_CATEGORIES, MAX_BUSINESS_CATEGORIES } from '../../domain/categories';
import { normalizePhone } from '../../domain/phone';
import { Link } from 'react-router';
import { LATIN_TEXT } from '../../components/LatinText';
import { PhoneInput } from '../../components/PhoneInput';
import type { BusinessType } from '../../domain/roles';
import { MAX_DESCRIPTION_CHARS, settingsTimeChoices, SOCIAL_NETWORKS, validateSettings, type SettingsValues } from '../../domain/settings';
import { LocationCard } from './LocationCard';
import { toFormValues, toSettings, type SettingsFormValues } from './settingsValues';
import type { BusinessRecord } from './types';

export interface SettingsFormProps {
  business: BusinessRecord;
  type: BusinessType;
  /** The form's props (useForm's, or a plain onFinish); onFinish gets the settings body to send. */
  formProps: FormProps<SettingsValues>;
  saving?: boolean;
  /** The server's answer when it refused the last save (the form keeps what was typed). */
  saveError?: string;
  /** Replaces the image upload (stories). */
  upload?: (file: File, options: UploadOptions) => Promise<string>;
  /** A fixed moment for the status badge (stories). */
  now?: Date;
  /** The weekly schedule's screen, which wins over these hours once it has days (none for a role without it). */
  scheduleHref?: string;
}

const TIMES = settingsTimeChoices().map((value) => ({ value, label: value }));

/** A required field's label: a red star for the eye (antd's own marking puts aria-required where axe refuses it). */
const requiredLabel = (text: string) => (
  <>
    {text}
    <span aria-hidden style={{ color: '#c4161c', marginInlineStart: 4 }}>
      *
    </span>
  </>
);

/**
 * The settings form (SPEC §5 Settings): name, contact number (+212), logo and background, description
 * (120 characters, counted), 1 to 3 categories from the business type's list, social links, delivery,
 * opening and closing time or 24/7, and the location with its map. The shared rules check it before
 * sending; a refused save keeps everything as typed.
 */
export function SettingsForm({ business, type, formProps, saving, saveError, upload, now, scheduleHref }: SettingsFormProps) {
  const t = useTranslate();
  const [initialValues] = useState(() => toFormValues(business));
  const [problem, setProblem] = useState<string>();
  // The form holds the location as two numbers; onFinish gets the settings body (see save).
  const domain = useDomainRules(
    formProps as unknown as FormProps<SettingsFormValues>,
    (values: SettingsFormValues) => validateSettings(toSettings(values), type),
    { onRefused: setProblem },
  );
  const { rule } = domain;
  const allTimes = Form.useWatch('openingAllTimes', domain.formProps.form) ?? initialValues.openingAllTimes;
  const title = t(
    type === 'restaurant'
      ? 'business.settings.titleRestaurant'
      : type === 'store'
        ? 'business.settings.titleStore'
        : 'business.settings.title',
  );
  const save = (values: SettingsFormValues) => {
    setProblem(undefined);
    const settings = toSettings({ ...initialValues, ...values });
    return formProps.onFinish?.({ ...settings, contactNumber: normalizePhone(settings.contactNumber) ?? settings.contactNumber });
  };

  return (
    <Form<SettingsFormValues>
      layout="vertical"
      requiredMark={false}
      {...domain.formProps}
      initialValues={initialValues}
      onFinish={save}
      disabled={saving}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
    >
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{business.name}</Typography.Text>
        </div>
        <OpenStatusBadge business={business} now={now} />
      </Flex>
      {(problem || saveError) && <Alert type="error" showIcon role="alert" message={problem ?? saveError} style={{ marginBottom: 16 }} />}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.profile')}>
            <Form.Item name="name" label={requiredLabel(t('business.settings.name'))} rules={[rule('name')]}>
              <Input autoComplete="organization" maxLength={80} />
            </Form.Item>
            <Form.Item name="contactNumber" label={requiredLabel(t('business.settings.contactNumber'))} rules={[rule('contactNumber')]}>
              <PhoneInput placeholder="6XXXXXXXX" />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('business.settings.description')}
              extra={t('business.settings.descriptionHelp')}
              rules={[rule('description')]}
            >
              <Input.TextArea rows={3} count={{ show: true, max: MAX_DESCRIPTION_CHARS }} />
            </Form.Item>
            <Form.Item
              name="category"
              label={requiredLabel(t('business.settings.category'))}
              extra={t('business.settings.categoryHelp')}
              rules={[rule('category')]}
            >
              <Select
                mode="multiple"
                maxCount={MAX_BUSINESS_CATEGORIES}
                options={BUSINESS_CATEGORIES[type].map((c) => ({ value: c, label: t(`businessCategories.${c}`, c) }))}
                allowClear
              />
            </Form.Item>
            <Form.Item
              name="delivery"
              label={t('business.settings.delivery')}
              valuePropName="checked"
              extra={t('business.settings.deliveryHelp')}
            >
              <Switch />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.images')}>
            <Form.Item name="logo" label={requiredLabel(t('business.settings.logo'))} rules={[rule('logo')]}>
              <ImageUpload preset="restaurant" folder="restaurant" label={t('business.settings.logo')} shape="square" upload={upload} />
            </Form.Item>
            <Form.Item name="background" label={requiredLabel(t('business.settings.background'))} rules={[rule('background')]}>
              <ImageUpload preset="restaurant" folder="restaurant" label={t('business.settings.background')} shape="wide" upload={upload} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.hours')}>
            <Form.Item name="openingAllTimes" label={t('business.settings.allTimes')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {!allTimes && (
              <Flex gap={16} wrap>
                <Form.Item
                  name="openingTime"
                  label={t('business.settings.openingTime')}
                  rules={[rule('openingTime')]}
                  style={{ minWidth: 140 }}
                >
                  <Select options={TIMES} showSearch />
                </Form.Item>
                <Form.Item
                  name="closingTime"
                  label={t('business.settings.closingTime')}
                  rules={[rule('closingTime')]}
                  style={{ minWidth: 140 }}
                >
                  <Select options={TIMES} showSearch />
                </Form.Item>
              </Flex>
            )}
            <Typography.Paragraph type="secondary">{t('business.settings.hoursHelp')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="schedule-wins">
              {t('business.settings.scheduleWins')} {scheduleHref && <Link to={scheduleHref}>{t('business.settings.openSchedule')}</Link>}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.links')}>
            {SOCIAL_NETWORKS.map((network) => (
              <Form.Item
                key={network}
                name={['socialMedia', network]}
                label={t(`business.settings.${network}`)}
                rules={[rule(`socialMedia.${network}`)]}
              >
                <Input type="url" inputMode="url" className={LATIN_TEXT} placeholder={t('business.settings.linkPlaceholder')} />
              </Form.Item>
            ))}
          </Card>
        </Col>
        <Col xs={24}>
          <LocationCard name={business.name} initial={initialValues} rules={[rule('location')]} />
        </Col>
      </Row>

      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined aria-hidden />} loading={saving}>
          {t('business.settings.save')}
        </Button>
      </Flex>
    </Form>
  );
}
