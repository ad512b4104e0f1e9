import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Col, Form, Input, Row, Switch, Typography } from 'antd';
import { BUSINESS_CATEGORIES, MAX_BUSINESS_CATEGORIES } from '../../domain/categories';
import { MSG } from '../../domain/messages';
import { PhoneInput } from '../../components/PhoneInput';
import {
  categoryError,
  countWords,
  isDescriptionShortEnough,
  MAX_DESCRIPTION_WORDS,
  NOT_IN_OUJDA_TOAST_SECONDS,
  validateBusinessRegistration,
} from '../../domain/registration';
import type { BusinessType } from '../../domain/roles';
import { firstError } from '../../domain/validation';
import { ImageUpload, type ImageUploadProps } from '../../components/ImageUpload';
import { FormSelect } from '../../components/FormSelect';
import { businessPayload, fieldErrors, type BusinessFormValues, type BusinessValues } from './businessValues';
import { LocationField, type LocationFieldProps } from './LocationField';
import { OpeningTimesFields } from './OpeningTimesFields';
import { useMessageText } from './useMessageText';

export interface BusinessStepProps {
  type: BusinessType;
  owner: string;
  onSubmit: (values: BusinessValues) => void;
  submitting?: boolean;
  /** Shown when the save failed: 'Error in adding your data. Please refresh.' and the server's reason. */
  error?: { message: string; description?: string };
  initialValues?: BusinessFormValues;
  /** Every change, with all the values typed so far (kept as a draft by the page). */
  onChange?: (values: BusinessFormValues) => void;
  /** Replaces the network upload (stories). */
  upload?: ImageUploadProps['upload'];
  /** Replaces the browser's geolocation (stories). */
  geolocation?: LocationFieldProps['geolocation'];
}

/** Step 2 for owners: the business itself, checked by the same rules the server applies. */
export function BusinessStep({
  type,
  owner,
  onSubmit,
  submitting,
  error,
  initialValues,
  onChange,
  upload,
  geolocation,
}: BusinessStepProps) {
  const t = useTranslate();
  const messageText = useMessageText();
  const { message } = App.useApp();
  const [form] = Form.useForm<BusinessFormValues>();
  const allTimes = Form.useWatch('openingAllTimes', form) ?? false;
  const description = Form.useWatch('description', form) ?? '';

  const submit = () => {
    if (submitting) return;
    const payload = businessPayload(owner, form.getFieldsValue(true));
    const errors = validateBusinessRegistration(type, payload);
    const first = firstError(errors);
    if (first) {
      form.setFields(fieldErrors(errors, messageText));
      const notInOujda = first === MSG.notInOujda || errors.location === MSG.notInOujda;
      message.error(
        notInOujda
          ? { content: messageText(MSG.notInOujda), duration: NOT_IN_OUJDA_TOAST_SECONDS, key: 'not-in-oujda' }
          : messageText(first),
      );
      return;
    }
    onSubmit(payload);
  };

  const words = countWords(description);

  return (
    <Form<BusinessFormValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={submit}
      // A message from the last check goes away as soon as its field changes.
      onValuesChange={(changed, all) => {
        form.setFields(Object.keys(changed).map((name) => ({ name: name as never, errors: [] })));
        onChange?.(all);
      }}
      onFinishFailed={submit}
      initialValues={{ delivery: true, openingAllTimes: false, ...initialValues }}
    >
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('onboarding.business.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('onboarding.business.text')}</Typography.Paragraph>
      {error && (
        <Alert type="error" showIcon message={error.message} description={error.description} role="alert" style={{ marginBottom: 16 }} />
      )}

      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('onboarding.business.name')} required>
            <Input placeholder={t('onboarding.business.namePlaceholder')} maxLength={80} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactNumber" label={t('onboarding.business.contactNumber')} required>
            <PhoneInput placeholder="6XX XXX XXX" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('onboarding.business.city')} htmlFor="onboarding-city">
            <Input id="onboarding-city" value={t('onboarding.business.cityValue')} readOnly disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="category"
            label={t('onboarding.business.categories')}
            required
            rules={[
              {
                validator: async (_, v: string[] | undefined) =>
                  v?.length && categoryError(type, v) === MSG.maxCategories
                    ? Promise.reject(new Error(messageText(MSG.maxCategories)))
                    : undefined,
              },
            ]}
          >
            <FormSelect<string[]>
              mode="multiple"
              // The picker stops at the limit: further choices are greyed out instead of refused after.
              maxCount={MAX_BUSINESS_CATEGORIES}
              allowClear
              placeholder={t('onboarding.business.categoriesPlaceholder')}
              options={BUSINESS_CATEGORIES[type].map((c) => ({ value: c, label: t(`businessCategories.${c}`, c) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="delivery"
            label={t('onboarding.business.delivery')}
            valuePropName="checked"
            tooltip={t('onboarding.business.deliveryHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="openingAllTimes" label={t('onboarding.business.allTimes')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {!allTimes && <OpeningTimesFields />}
        <Col xs={24} md={12}>
          <Form.Item name="logo" label={t('onboarding.business.logo')} required>
            <ImageUpload preset="restaurant" folder="restaurant" label={t('onboarding.business.logo')} upload={upload} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="background" label={t('onboarding.business.background')} required>
            <ImageUpload preset="restaurant" folder="restaurant" label={t('onboarding.business.background')} shape="wide" upload={upload} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="description"
            label={t('onboarding.business.description')}
            required
            extra={
              <span aria-live="polite" style={{ color: words > MAX_DESCRIPTION_WORDS ? '#c4161c' : undefined }}>
                {t('onboarding.business.words', { count: words, max: MAX_DESCRIPTION_WORDS })}
              </span>
            }
            rules={[
              {
                validator: async (_, v: string | undefined) =>
                  v && !isDescriptionShortEnough(v) ? Promise.reject(new Error(messageText(MSG.max200Words))) : undefined,
              },
            ]}
          >
            <Input.TextArea rows={4} placeholder={t('onboarding.business.descriptionPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="location" label={t('onboarding.business.location')} required extra={t('onboarding.business.locationHelp')}>
            <LocationField geolocation={geolocation} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ opacity: 1 }}>
        {t('onboarding.business.submit')}
      </Button>
    </Form>
  );
}
