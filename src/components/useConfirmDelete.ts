import { useCallback } from 'react';
import { useDelete, useTranslate, type BaseKey, type HttpError, type MetaQuery, type SuccessErrorNotification } from '@refinedev/core';
import { App } from 'antd';

export interface ConfirmDeleteRequest extends SuccessErrorNotification {
  /** The question and its explanation, already translated. */
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  resource: string;
  id: BaseKey;
  meta?: MetaQuery;
  /** With the server's answer (some APIs say a refusal in a success answer). */
  onDeleted?: (data: unknown) => void;
  onFailed?: (error: HttpError) => void;
}

/**
 * Asks before deleting, then deletes: the dialog's Delete stays busy until the server answered, so it
 * cannot be sent twice. What a failure says is the request's errorNotification or onFailed.
 */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const { mutateAsync } = useDelete<object, HttpError>();
  return useCallback(
    ({
      title,
      content,
      okText,
      cancelText,
      resource,
      id,
      meta,
      successNotification,
      errorNotification,
      onDeleted,
      onFailed,
    }: ConfirmDeleteRequest) =>
      modal.confirm({
        title,
        content,
        okText,
        cancelText,
        okButtonProps: { danger: true },
        onOk: () =>
          mutateAsync({ resource, id, meta, successNotification, errorNotification }).then(
            ({ data }) => onDeleted?.(data),
            (error: HttpError) => onFailed?.(error),
          ),
      }),
    [modal, mutateAsync],
  );
}

export type NamedDeleteRequest = Omit<ConfirmDeleteRequest, 'title' | 'content' | 'okText' | 'cancelText'> & { name: string };

/**
 * useConfirmDelete with the question's texts from one place of the catalogue (`confirmDeleteTitle` with
 * the name, `confirmDeleteText`, `delete`, `cancel`), as the catalogue's and the packs' screens ask it.
 */
export function useConfirmNamedDelete(textsFrom: string) {
  const t = useTranslate();
  const confirmDelete = useConfirmDelete();
  return ({ name, ...request }: NamedDeleteRequest) =>
    confirmDelete({
      title: t(`${textsFrom}.confirmDeleteTitle`, { name }),
      content: t(`${textsFrom}.confirmDeleteText`),
      okText: t(`${textsFrom}.delete`),
      cancelText: t(`${textsFrom}.cancel`),
      ...request,
    });
}
