import { useCallback, useEffect, useState } from 'react';
import {
  useTranslate,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
  type MetaQuery,
  type SuccessErrorNotification,
} from '@refinedev/core';
import { useModalForm } from '@refinedev/antd';
import type { FormProps, ModalProps } from 'antd';
import { localizeMessage } from '../i18n/serverMessage';
import { done } from './notify';

/** What a create or edit dialog needs: its modal, its form, whether it is saving, what failed. */
export interface ModalFormState<TValues> {
  modalProps: ModalProps;
  formProps: FormProps<TValues>;
  saving: boolean;
  /** A save failure the fields could not carry, said once above the buttons. */
  error?: string;
  /** Closes the dialog (asking first when something was typed). */
  onCancel: () => void;
}

export interface CreateEditModalsOptions<TRecord, TValues> {
  resource: string;
  meta?: MetaQuery;
  /** The form's values for the record being edited. */
  toValues: (record: TRecord) => Partial<TValues>;
  /** The form's values when adding. */
  defaults?: Partial<TValues>;
  /** The spec's sentences: the toasts, and the start of a failure shown in the form. */
  messages: { added: string; updated: string; addFailed: string; updateFailed: string };
  /** A failure toast as well (the spec asks for one on some screens); none by default. */
  errorNotification?: SuccessErrorNotification['errorNotification'];
  /** After a save the server accepted, with the record it answered (e.g. refresh what the resource's own lists do not cover). */
  onSaved?: (saved: TRecord | undefined, action: 'create' | 'edit') => void;
}

/**
 * An add dialog and an edit dialog on one resource, with Refine's useModalForm: the save goes through
 * the data provider, the server's field errors land on their fields (anything else is said once in the
 * form), a failed save keeps what was typed and the dialog open, and closing a changed form asks first.
 * The record being edited comes from the list already on screen (the API has no fetch-one route).
 */
export function useCreateEditModals<TRecord extends BaseRecord & { _id: string }, TValues extends object>({
  resource,
  meta,
  toValues,
  defaults,
  messages,
  errorNotification = false,
  onSaved,
}: CreateEditModalsOptions<TRecord, TValues>) {
  const t = useTranslate();
  const { setWarnWhen } = useWarnAboutChange();
  const [record, setRecord] = useState<TRecord>();
  const [error, setError] = useState<string>();

  const common = (failed: string, action: 'create' | 'edit') => ({
    resource,
    meta,
    redirect: false as const,
    errorNotification,
    onMutationSuccess: (answer: { data?: TRecord }) => onSaved?.(answer?.data, action),
    onMutationError: (e: HttpError, values: TValues) => {
      // The submit cleared the unsaved-changes flag; what was typed is still unsaved.
      setWarnWhen(true);
      const onFields = Object.keys(e.errors ?? {}).some((field) => field in values);
      const lead = localizeMessage(t, failed);
      setError(onFields ? undefined : e.message ? `${lead}${/[.!?]$/.test(lead) ? '' : ':'} ${e.message}` : lead);
    },
  });
  const create = useModalForm<TRecord, HttpError, TValues>({
    action: 'create',
    ...common(messages.addFailed, 'create'),
    successNotification: done(messages.added),
  });
  const edit = useModalForm<TRecord, HttpError, TValues>({
    action: 'edit',
    ...common(messages.updateFailed, 'edit'),
    successNotification: done(messages.updated),
    queryOptions: { enabled: false },
  });

  // Each opening starts from the values of that moment (the record as now listed, today's defaults).
  const { open: createOpen, form: createForm, show: showCreateForm } = create;
  const { open: editOpen, form: editForm, show: showEditForm } = edit;
  useEffect(() => {
    if (createOpen) createForm.resetFields();
  }, [createOpen, createForm]);
  useEffect(() => {
    if (editOpen) editForm.resetFields();
  }, [editOpen, record, editForm]);

  const state = (form: typeof create, initialValues: Partial<TValues> | undefined): ModalFormState<TValues> => ({
    modalProps: form.modalProps,
    formProps: {
      ...form.formProps,
      initialValues,
      // A failed save is already said (fields or the form's alert); the dialog stays open with what was typed.
      onFinish: (values) => Promise.resolve(form.formProps.onFinish?.(values)).catch(() => undefined),
    },
    saving: form.formLoading,
    error,
    onCancel: form.close,
  });

  return {
    create: state(create, defaults),
    edit: state(edit, record && toValues(record)),
    /** The record being edited. */
    record,
    showCreate: useCallback(() => {
      setError(undefined);
      showCreateForm();
    }, [showCreateForm]),
    showEdit: useCallback(
      (next: TRecord) => {
        setError(undefined);
        setRecord(next);
        showEditForm(next._id);
      },
      [showEditForm],
    ),
  };
}
