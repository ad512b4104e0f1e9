import { useTranslate } from '@refinedev/core';
import { Form, Select, Switch, type FormProps, type ModalProps } from 'antd';
import { ImageUpload } from '../../components/ImageUpload';
import { EM_CATEGORY_PRESET, validateEmCategory } from '../../domain/easyMarket';
import { categoryPayload, EMPTY_CATEGORY } from './emValues';
import { EmFormModal } from './EmFormModal';
import type { EmCategoryValues, EmLevel } from './types';

export interface CategoryModalProps {
  level: EmLevel;
  mode: 'add' | 'edit';
  /** The dialog's props (useModalForm's modalProps, or just `open`). */
  modalProps: ModalProps;
  /** The form's props (initial values, onFinish getting the body to send). */
  formProps: FormProps<EmCategoryValues>;
  /** The main or sub-category it goes in, shown under the title. */
  parentName?: string;
  saving?: boolean;
  /** The last save's failure ('Failed to save data'); the form keeps what was typed. */
  error?: string;
  /** The server's own words about that failure, when it gave some. */
  errorDetail?: string;
  onCancel: () => void;
}

const TITLES = {
  add: { main: 'easyMarket.categoryForm.addMain', sub: 'easyMarket.categoryForm.addSub', cat: 'easyMarket.categoryForm.addCat' },
  edit: { main: 'easyMarket.categoryForm.editMain', sub: 'easyMarket.categoryForm.editSub', cat: 'easyMarket.categoryForm.editCat' },
} as const;

/** Adds or edits a main category, sub-category or category: name, description, image, active, and brands for a category. */
export function CategoryModal({ level, mode, parentName, ...modal }: CategoryModalProps) {
  const t = useTranslate();
  return (
    <EmFormModal
      name={`em-category-${mode}`}
      title={t(TITLES[mode][level])}
      width={560}
      empty={EMPTY_CATEGORY}
      validate={(values: EmCategoryValues) => validateEmCategory(categoryPayload(values, level))}
      textsFrom="easyMarket.categoryForm"
      toBody={(values) => categoryPayload(values, level)}
      placement={parentName && t('easyMarket.categoryForm.parent', { name: parentName })}
      {...modal}
    >
      {(rule) => (
        <>
          <Form.Item
            name="image"
            label={t('easyMarket.categoryForm.image')}
            htmlFor={`em-category-${mode}-image`}
            required
            rules={[rule('image')]}
          >
            <ImageUpload id={`em-category-${mode}-image`} preset={EM_CATEGORY_PRESET} label={t('easyMarket.categoryForm.image')} />
          </Form.Item>
          {level === 'cat' && (
            <Form.Item
              name="marque"
              label={t('easyMarket.categoryForm.brands')}
              extra={t('easyMarket.categoryForm.brandsHint')}
              htmlFor={`em-category-${mode}-brands`}
              rules={[rule('marque')]}
            >
              <Select
                id={`em-category-${mode}-brands`}
                mode="tags"
                tokenSeparators={[',']}
                open={false}
                suffixIcon={null}
                placeholder={t('easyMarket.categoryForm.brandsHint')}
              />
            </Form.Item>
          )}
          <Form.Item
            name="active"
            valuePropName="checked"
            label={t('easyMarket.categoryForm.active')}
            htmlFor={`em-category-${mode}-active`}
          >
            <Switch id={`em-category-${mode}-active`} />
          </Form.Item>
        </>
      )}
    </EmFormModal>
  );
}
