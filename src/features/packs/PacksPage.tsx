import { useState } from 'react';
import { useCreate, useDelete, useList, useTranslate, useUpdate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Modal, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { MSG } from '../../domain/messages';
import { PackForm } from './PackForm';
import { PackList } from './PackList';
import type { Pack, PackValues } from './types';

const fail = (message: string) => (error?: HttpError) => ({ type: 'error' as const, message, description: error?.message });
const done = (message: string) => () => ({ type: 'success' as const, message });

/** Packs of a business: /manage/pack for its owner, /packs/{besniseType}/{id} for an admin. */
export default function PacksPage() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { business, type, isLoading: businessLoading, error: businessError, refetch } = useCurrentBusiness<{ _id: string; name: string }>();
  const meta = { businessId: business?._id, businessType: type };

  const { result, query } = useList<Pack, HttpError>({
    resource: 'packs',
    meta,
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!business?._id },
    errorNotification: false,
  });
  const { mutate: create, mutation: createMutation } = useCreate();
  const { mutate: update, mutation: updateMutation } = useUpdate();
  const { mutate: remove } = useDelete();

  const [editing, setEditing] = useState<{ mode: 'add' | 'edit'; pack?: Pack } | null>(null);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState<Record<string, boolean>>({});

  const open = (mode: 'add' | 'edit', pack?: Pack) => {
    setFormError(undefined);
    setEditing({ mode, pack });
  };

  const save = (values: PackValues) => {
    if (!editing) return;
    const payload = { ...values, image: values.image ?? '' };
    const onSuccess = () => setEditing(null);
    if (editing.mode === 'add') {
      create(
        { resource: 'packs', values: payload, meta, successNotification: done(MSG.packAdded), errorNotification: fail(MSG.packAddFailed) },
        { onSuccess, onError: (e) => setFormError(`${MSG.packAddFailed}: ${e.message}`) },
      );
    } else {
      update(
        { resource: 'packs', id: editing.pack!._id, values: payload, meta, successNotification: done(MSG.packUpdated), errorNotification: fail(MSG.packUpdateFailed) },
        { onSuccess, onError: (e) => setFormError(`${MSG.packUpdateFailed}: ${e.message}`) },
      );
    }
  };

  const toggleActive = (pack: Pack, active: boolean) => {
    setSaving((s) => ({ ...s, [pack._id]: true }));
    update(
      {
        resource: 'packs',
        id: pack._id,
        values: { active },
        meta,
        mutationMode: 'optimistic',
        successNotification: false,
        errorNotification: fail(MSG.packUpdateFailed),
      },
      { onSettled: () => setSaving((s) => ({ ...s, [pack._id]: false })) },
    );
  };

  const deletePack = (pack: Pack) =>
    modal.confirm({
      title: t('packs.confirmDeleteTitle', { name: pack.name }),
      content: t('packs.confirmDeleteText'),
      okText: t('packs.delete'),
      okButtonProps: { danger: true },
      cancelText: t('packs.cancel'),
      onOk: () =>
        new Promise<void>((resolve) =>
          remove(
            { resource: 'packs', id: pack._id, meta, successNotification: done(MSG.packDeleted), errorNotification: fail(MSG.packDeleteFailed) },
            { onSettled: () => resolve() },
          ),
        ),
    });

  if (businessLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (businessError || !business) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('packs.businessLoadFailed')}
        description={businessError?.message}
        action={<Button onClick={refetch}>{t('packs.retry')}</Button>}
      />
    );
  }

  return (
    <section>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('packs.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('packs.subtitle', { name: business.name })}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open('add')}>
          {t('packs.add')}
        </Button>
      </div>
      <PackList
        packs={result.data}
        isLoading={query.isLoading}
        error={query.error ? t('packs.loadFailed') : undefined}
        onRetry={() => void query.refetch()}
        onAdd={() => open('add')}
        saving={saving}
        onEdit={(p) => open('edit', p)}
        onDelete={deletePack}
        onToggleActive={toggleActive}
      />
      <Modal
        open={!!editing}
        title={editing?.mode === 'edit' ? t('packs.editTitle', { name: editing.pack?.name }) : t('packs.addTitle')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
      >
        {editing && (
          <PackForm
            mode={editing.mode}
            initialValues={
              editing.pack && {
                name: editing.pack.name,
                price: editing.pack.price,
                description: editing.pack.description,
                image: editing.pack.image || undefined,
                active: editing.pack.active,
                options: editing.pack.options,
              }
            }
            onSubmit={save}
            onCancel={() => setEditing(null)}
            saving={createMutation.isPending || updateMutation.isPending}
            error={formError}
          />
        )}
      </Modal>
    </section>
  );
}
