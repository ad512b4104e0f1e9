import { useTranslate } from '@refinedev/core';
import { Form, type FormProps, type SelectProps } from 'antd';
import { FormSelect } from '../../components/FormSelect';
import { ItemForm } from '../../components/ItemForm';
import { validateProduct } from '../../domain/catalogue';
import { stockErrors } from '../../domain/stock';
import { StockFields } from './StockFields';
import { BarcodeField } from './BarcodeField';
import { AvailabilityField } from './AvailabilityField';
import { availabilityError, type Availability } from '../../domain/availability';

const hoursErrors = (value: Availability | undefined): { availability?: string } => {
  const problem = availabilityError(value);
  return problem ? { availability: problem } : {};
};
import type { ProductValues } from './types';

export interface ProductFormProps {
  mode: 'add' | 'edit';
  /** The form's props (useModalForm's, or a plain onFinish); onFinish gets the values to save. */
  formProps: FormProps<ProductValues>;
  /** The category picker's options (useSelect's selectProps). */
  categorySelect: Pick<SelectProps, 'options' | 'loading'>;
  onCancel?: () => void;
  saving?: boolean;
  /** The last save's failure, shown above the buttons; the form stays filled. */
  error?: string;
  /** Store products carry a barcode. */
  withBarcode?: boolean;
}

export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  price: null,
  category: undefined,
  description: '',
  image: undefined,
  options: [],
  stock: null,
  lowStock: null,
  availability: null,
};

/**
 * Adds or edits an item: name, price (dh), category, description, photo and options. Name, price,
 * category and description are required ('Please fill all fields'; 'Choose a category' when adding).
 */
export function ProductForm({ mode, categorySelect, withBarcode = false, ...form }: ProductFormProps) {
  const t = useTranslate();
  return (
    <ItemForm
      name={`product-${mode}`}
      empty={EMPTY_PRODUCT}
      validate={(values: ProductValues) => ({
        ...validateProduct(values, mode === 'add' ? 'add' : 'update'),
        ...stockErrors(values),
        ...hoursErrors(values.availability),
      })}
      textsFrom="catalogue.products"
      besidePrice={(rule) => (
        <>
          <Form.Item
            name="category"
            label={t('catalogue.products.category')}
            required
            rules={[rule('category')]}
            style={{ flex: '2 1 200px' }}
          >
            <FormSelect<string>
              placeholder={t('catalogue.products.categoryPlaceholder')}
              options={categorySelect.options}
              loading={categorySelect.loading}
              showSearch
              optionFilterProp="label"
              allowClear
            />
          </Form.Item>
          <StockFields rule={rule} />
          {withBarcode && <BarcodeField />}
          <Form.Item
            name="availability"
            label={t('catalogue.availability.title')}
            rules={[rule('availability')]}
            style={{ flex: '1 1 100%' }}
          >
            <AvailabilityField hint={t('catalogue.availability.itemHint')} />
          </Form.Item>
        </>
      )}
      {...form}
    />
  );
}
