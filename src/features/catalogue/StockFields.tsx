import { useTranslate } from '@refinedev/core';
import { Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { LATIN_TEXT } from '../../components/LatinText';
import { STOCK_MAX } from '../../domain/stock';

/** A product's stock (empty: not counted) and its low-stock alert, side by side in the product form. */
export function StockFields({ rule }: { rule: (field: 'stock' | 'lowStock') => Rule }) {
  const t = useTranslate();
  const count = (name: 'stock' | 'lowStock') => (
    <Form.Item
      name={name}
      label={t(`catalogue.stock.${name}`)}
      extra={t(`catalogue.stock.${name}Hint`)}
      rules={[rule(name)]}
      style={{ flex: '1 1 140px' }}
    >
      {/* Emptied, it saves null ("not counted"), never 0. */}
      <InputNumber<number>
        min={0}
        max={STOCK_MAX}
        precision={0}
        step={1}
        inputMode="numeric"
        className={LATIN_TEXT}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  return (
    <>
      {count('stock')}
      {count('lowStock')}
    </>
  );
}
