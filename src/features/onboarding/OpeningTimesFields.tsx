import { useTranslate } from '@refinedev/core';
import { Col, Form } from 'antd';
import { CLOSING_TIME_CHOICES, isOvernight, OPENING_TIME_CHOICES } from '../../domain/registration';
import { FormSelect } from '../../components/FormSelect';

/** Opening and closing times of the business step; a closing time after midnight says so. */
export function OpeningTimesFields() {
  const t = useTranslate();
  const form = Form.useFormInstance();
  const openingTime = Form.useWatch<string | undefined>('openingTime', form);
  const closingTime = Form.useWatch<string | undefined>('closingTime', form);
  const timeOptions = (choices: readonly string[], overnightFrom?: string) =>
    choices.map((time) => ({
      value: time,
      label: overnightFrom && isOvernight(overnightFrom, time) ? t('onboarding.business.afterMidnight', { time }) : time,
    }));
  return (
    <>
      <Col xs={12} md={6}>
        <Form.Item name="openingTime" label={t('onboarding.business.openingTime')} required>
          <FormSelect<string> showSearch placeholder={t('onboarding.business.selectTime')} options={timeOptions(OPENING_TIME_CHOICES)} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="closingTime"
          label={t('onboarding.business.closingTime')}
          required
          extra={
            openingTime && closingTime && isOvernight(openingTime, closingTime)
              ? t('onboarding.business.overnight', { time: closingTime })
              : undefined
          }
        >
          <FormSelect<string>
            showSearch
            placeholder={t('onboarding.business.selectTime')}
            options={timeOptions(CLOSING_TIME_CHOICES, openingTime ?? '08:00')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
