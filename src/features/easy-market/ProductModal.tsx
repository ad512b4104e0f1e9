import { useTranslate } from '@refinedev/core';
import { AutoComplete, Form, Switch, type FormProps, type ModalProps } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { ImageUpload } from '../../components/ImageUpload';
import { EM_PRODUCT_PRESET, validateEmProduct } from '../../domain/easyMarket';
import { currency } from '../../i18n/format';
import { EMPTY_PRODUCT, productPayload } from './emValues';
import { EmFormModal } from './EmFormModal';
import type { EmProductValues } from './types';

export interface ProductModalProps {
  mode: 'add' | 'edit';
  /** The dialog's props (useModalForm's modalProps, or just `open`). */
  modalProps: ModalProps;
  /** The form's props (initial values, onFinish getting the body to send). */
  formProps: FormProps<EmProductValues>;
  /** The category it goes in: its id (sent when adding), name and brands (offered for `marque`). */
  categoryId?: string;
  categoryName?: string;
  brands?: readonly string[];
  saving?: boolean;
  /** The last save's failure; the form keeps what was typed. */
  error?: string;
  /** The server's own words about that failure, when it gave some. */
  errorDetail?: string;
  onCancel: () => void;
}

/** Adds or edits a product: name, description, image, prix, prixActual, brand, active, sold out. */
export function ProductModal({ mode, categoryId, categoryName, brands = [], ...modal }: ProductModalProps) {
  const t = useTranslate();
  const id = (field: string) => `em-product-${mode}-${field}`;
  return (
    <EmFormModal
      name={`em-product-${mode}`}
      title={t(mode === 'edit' ? 'easyMarket.productForm.edit' : 'easyMarket.productForm.add')}
      width={600}
      empty={EMPTY_PRODUCT}
      validate={(values: EmProductValues) => validateEmProduct(productPayload(values))}
      textsFrom="easyMarket.productForm"
      toBody={(values) => productPayload(values, mode === 'add' ? categoryId : undefined)}
      placement={categoryName && t('easyMarket.productForm.category', { name: categoryName })}
      {...modal}
    >
      {(rule) => (
        <>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Form.Item name="prix" label={t('easyMarket.productForm.prix')} required rules={[rule('prix')]} style={{ flex: '1 1 160px' }}>
              <DecimalInput precision={2} addonAfter={currency()} />
            </Form.Item>
            <Form.Item
              name="prixActual"
              label={t('easyMarket.productForm.prixActual')}
              required
              rules={[rule('prixActual')]}
              style={{ flex: '1 1 160px' }}
            >
              <DecimalInput precision={2} addonAfter={currency()} />
            </Form.Item>
          </div>
          <Form.Item
            name="marque"
            label={t('easyMarket.productForm.brand')}
            extra={t('easyMarket.productForm.brandHint')}
            rules={[rule('marque')]}
          >
            <AutoComplete
              options={brands.map((b) => ({ value: b }))}
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
              allowClear
            />
          </Form.Item>
          <Form.Item name="image" label={t('easyMarket.productForm.image')} htmlFor={id('image')}>
            <ImageUpload id={id('image')} preset={EM_PRODUCT_PRESET} label={t('easyMarket.productForm.image')} />
          </Form.Item>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <Form.Item name="active" valuePropName="checked" label={t('easyMarket.productForm.active')} htmlFor={id('active')}>
              <Switch id={id('active')} />
            </Form.Item>
            <Form.Item name="soldOut" valuePropName="checked" label={t('easyMarket.productForm.soldOut')} htmlFor={id('soldout')}>
              <Switch id={id('soldout')} />
            </Form.Item>
          </div>
        </>
      )}
    </EmFormModal>
  );
}
