import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Modal } from 'antd';
import type { ModalFormState } from './useCreateEditModals';

export interface ItemFormModalsProps<V> {
  /** useCreateEditModals's answer. */
  forms: { create: ModalFormState<V>; edit: ModalFormState<V>; record?: { name: string } };
  /** Where the dialogs' titles are in the catalogue: `addTitle`, `editTitle` (with the item's name). */
  textsFrom: string;
  /** The form inside each dialog. */
  form: (mode: 'add' | 'edit', state: ModalFormState<V>) => ReactNode;
}

/** The add and the edit dialogs of an item (a product, a pack), each holding the item's form. */
export function ItemFormModals<V>({ forms, textsFrom, form }: ItemFormModalsProps<V>) {
  const t = useTranslate();
  return (
    <>
      <Modal {...forms.create.modalProps} title={t(`${textsFrom}.addTitle`)} footer={null} width={640}>
        {form('add', forms.create)}
      </Modal>
      <Modal {...forms.edit.modalProps} title={t(`${textsFrom}.editTitle`, { name: forms.record?.name })} footer={null} width={640}>
        {form('edit', forms.edit)}
      </Modal>
    </>
  );
}
