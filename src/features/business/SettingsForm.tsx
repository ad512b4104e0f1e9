import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { AimOutlined, SaveOutlined } from '@ant-design/icons';
import { ImageUpload } from '../../components/ImageUpload';
import { MapEmbed } from '../../components/MapEmbed';
import { OpenStatusBadge } from '../../components/OpenStatusBadge';
import type { UploadOptions } from '../../components/uploadImage';
import { BUSINESS_CATEGORIES, MAX_BUSINESS_CATEGORIES } from '../../domain/categories';
import { isInOujda, type LngLat } from '../../domain/geo';
import { MSG } from '../../domain/messages';
import { normalizePhone, PHONE_PREFIX } from '../../domain/phone';
import type { BusinessType } from '../../domain/roles';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  MAX_DESCRIPTION_CHARS,
  settingsTimeChoices,
  SOCIAL_NETWORKS,
  validateSettings,
  type SettingsField,
  type SettingsValues,
} from '../../domain/settings';
import type { BusinessRecord } from './types';

/** What the form holds: the settings, with the location as two numbers. */
export interface SettingsFormValues extends Omit<SettingsValues, 'location'> {
  longitude?: number | null;
  latitude?: number | null;
}

export interface SettingsFormProps {
  business: BusinessRecord;
  type: BusinessType;
  /** Sends the settings body; resolves true when the server accepted it. */
  onSubmit: (values: SettingsValues) => Promise<boolean>;
  saving?: boolean;
  /** The server's answer when it refused the last save (the form keeps what was typed). */
  saveError?: string;
  /** Replaces the image upload (stories). */
  upload?: (file: File, options: UploadOptions) => Promise<string>;
  /** A fixed moment for the status badge (stories). */
  now?: Date;
}

const TIMES = settingsTimeChoices().map((value) => ({ value, label: value }));

export function toFormValues(business: BusinessRecord): SettingsFormValues {
  const [longitude, latitude] = business.location?.coordinates ?? [undefined, undefined];
  return {
    name: business.name ?? '',
    contactNumber: normalizePhone(business.contactNumber ?? '') ?? business.contactNumber ?? '',
    logo: business.logo ?? '',
    background: business.background ?? '',
    description: business.description ?? '',
    socialMedia: { ig: '', fb: '', web: '', tiktok: '', ...business.socialMedia },
    delivery: business.delivery ?? true,
    openingTime: business.openingTime || DEFAULT_OPENING_TIME,
    closingTime: business.closingTime || DEFAULT_CLOSING_TIME,
    openingAllTimes: business.openingAllTimes ?? false,
    category: business.category ?? [],
    longitude,
    latitude,
  };
}

export function toSettings(values: SettingsFormValues): SettingsValues {
  const { longitude, latitude, ...rest } = values;
  return {
    ...rest,
    logo: rest.logo ?? '',
    background: rest.background ?? '',
    description: rest.description ?? '',
    location: { type: 'Point', coordinates: [Number(longitude), Number(latitude)] },
  };
}

/** A required field's label: a red star for the eye (antd's own marking puts aria-required where axe refuses it). */
const requiredLabel = (text: string) => (
  <>
    {text}
    <span aria-hidden style={{ color: '#c4161c', marginInlineStart: 4 }}>
      *
    </span>
  </>
);

/** Which form field shows a rule's message. */
function fieldPath(field: SettingsField): (string | number)[] {
  if (field.startsWith('socialMedia.')) return ['socialMedia', field.slice('socialMedia.'.length)];
  if (field === 'location') return ['latitude'];
  return [field];
}

/**
 * The settings form (SPEC §5 Settings): name, contact number (+212), logo and background, description
 * (120 characters, counted), 1 to 3 categories from the business type's list, social links, delivery,
 * opening and closing time or 24/7, and the location with its map. The shared rules check it before
 * sending; a refused save keeps everything as typed.
 */
export function SettingsForm({ business, type, onSubmit, saving, saveError, upload, now }: SettingsFormProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const [initialValues] = useState(() => toFormValues(business));
  const [problem, setProblem] = useState<string>();
  const allTimes = Form.useWatch('openingAllTimes', form) ?? initialValues.openingAllTimes;
  const longitude = Form.useWatch('longitude', form) ?? initialValues.longitude;
  const latitude = Form.useWatch('latitude', form) ?? initialValues.latitude;
  const point: LngLat | null = typeof longitude === 'number' && typeof latitude === 'number' ? [longitude, latitude] : null;
  const inOujda = point !== null && isInOujda(point);
  const title = type === 'restaurant' ? t('business.settings.titleRestaurant') : type === 'store' ? t('business.settings.titleStore') : t('business.settings.title');

  const submit = async () => {
    const values = toSettings(form.getFieldsValue(true) as SettingsFormValues);
    const errors = validateSettings(values, type);
    const entries = Object.entries(errors) as [SettingsField, string][];
    form.setFields(
      (['name', 'contactNumber', 'logo', 'background', 'description', 'category', 'openingTime', 'closingTime', 'latitude'] as const)
        .map((name) => ({ name, errors: [] as string[] }))
        .concat(SOCIAL_NETWORKS.map((n) => ({ name: ['socialMedia', n] as never, errors: [] }))),
    );
    if (entries.length > 0) {
      form.setFields(entries.map(([field, msg]) => ({ name: fieldPath(field) as never, errors: [msg] })));
      setProblem(entries[0]![1]);
      void message.error(entries[0]![1]);
      form.scrollToField(fieldPath(entries[0]![0]), { behavior: 'smooth', block: 'center' });
      return;
    }
    setProblem(undefined);
    await onSubmit({ ...values, contactNumber: normalizePhone(values.contactNumber) ?? values.contactNumber });
  };

  const locate = () => {
    if (!navigator.geolocation) {
      void message.error(t('messages.geolocationUnsupported', undefined, MSG.geolocationUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => form.setFieldsValue({ longitude: Number(position.coords.longitude.toFixed(6)), latitude: Number(position.coords.latitude.toFixed(6)) }),
      () => void message.error(t('messages.geolocationDenied', undefined, MSG.geolocationDenied)),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 10_000 },
    );
  };

  return (
    <Form<SettingsFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark={false} disabled={saving}>
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
            <Form.Item name="name" label={requiredLabel(t('business.settings.name'))}>
              <Input autoComplete="organization" maxLength={80} />
            </Form.Item>
            <Form.Item name="contactNumber" label={requiredLabel(t('business.settings.contactNumber'))}>
              <Input addonBefore={PHONE_PREFIX} inputMode="tel" autoComplete="tel-national" placeholder="6XXXXXXXX" />
            </Form.Item>
            <Form.Item name="description" label={t('business.settings.description')} extra={t('business.settings.descriptionHelp')}>
              <Input.TextArea rows={3} count={{ show: true, max: MAX_DESCRIPTION_CHARS }} />
            </Form.Item>
            <Form.Item name="category" label={requiredLabel(t('business.settings.category'))} extra={t('business.settings.categoryHelp')}>
              <Select
                mode="multiple"
                maxCount={MAX_BUSINESS_CATEGORIES}
                options={BUSINESS_CATEGORIES[type].map((c) => ({ value: c, label: c }))}
                allowClear
              />
            </Form.Item>
            <Form.Item name="delivery" label={t('business.settings.delivery')} valuePropName="checked" extra={t('business.settings.deliveryHelp')}>
              <Switch />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.images')}>
            <Form.Item name="logo" label={requiredLabel(t('business.settings.logo'))}>
              <ImageUpload preset="restaurant" folder="restaurant" label={t('business.settings.logo')} shape="square" upload={upload} />
            </Form.Item>
            <Form.Item name="background" label={requiredLabel(t('business.settings.background'))}>
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
                <Form.Item name="openingTime" label={t('business.settings.openingTime')} style={{ minWidth: 140 }}>
                  <Select options={TIMES} showSearch />
                </Form.Item>
                <Form.Item name="closingTime" label={t('business.settings.closingTime')} style={{ minWidth: 140 }}>
                  <Select options={TIMES} showSearch />
                </Form.Item>
              </Flex>
            )}
            <Typography.Text type="secondary">{t('business.settings.hoursHelp')}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('business.settings.links')}>
            {SOCIAL_NETWORKS.map((network) => (
              <Form.Item key={network} name={['socialMedia', network]} label={t(`business.settings.${network}`)}>
                <Input type="url" inputMode="url" placeholder={t('business.settings.linkPlaceholder')} />
              </Form.Item>
            ))}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('business.settings.place')}>
            <Row gutter={[16, 0]}>
              <Col xs={24} md={10}>
                <Flex gap={16} wrap>
                  <Form.Item name="longitude" label={t('business.settings.longitude')} style={{ flex: '1 1 140px' }}>
                    <DecimalInput />
                  </Form.Item>
                  <Form.Item name="latitude" label={t('business.settings.latitude')} style={{ flex: '1 1 140px' }}>
                    <DecimalInput />
                  </Form.Item>
                </Flex>
                <Button icon={<AimOutlined aria-hidden />} onClick={locate} style={{ marginBottom: 12 }}>
                  {t('business.settings.useMyLocation')}
                </Button>
                <Typography.Paragraph type={point && !inOujda ? 'danger' : 'secondary'} role={point && !inOujda ? 'alert' : undefined}>
                  {point && !inOujda ? t('messages.notInOujda') : t('business.settings.locationHelp')}
                </Typography.Paragraph>
              </Col>
              <Col xs={24} md={14}>
                {point && inOujda && <MapEmbed coordinates={point} title={t('business.settings.mapTitle', { name: business.name })} height={260} />}
              </Col>
            </Row>
          </Card>
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
