import { useTranslate } from '@refinedev/core';
import { Form, Input } from 'antd';
import { LATIN_TEXT } from '../../components/LatinText';
import { barcodeProblem } from '../../domain/barcode';

/** A store product's barcode (EAN-13, EAN-8 or UPC-A), typed or scanned; its check digit is verified as it is left. */
export function BarcodeField() {
  const t = useTranslate();
  return (
    <Form.Item
      name="barcode"
      label={t('catalogue.products.barcode')}
      extra={t('catalogue.products.barcodeHint')}
      validateTrigger="onBlur"
      rules={[
        {
          validator: async (_, value: unknown) => {
            if (typeof value === 'string' && value.trim() !== '' && barcodeProblem(value)) throw new Error(t('messages.barcodeInvalid'));
          },
        },
      ]}
      style={{ flex: '1 1 200px' }}
    >
      <Input inputMode="numeric" autoComplete="off" maxLength={20} allowClear className={LATIN_TEXT} />
    </Form.Item>
  );
}
