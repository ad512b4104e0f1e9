import { useList, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { done, fail } from '../../components/notify';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { useCreateEditModals } from '../../components/useCreateEditModals';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { useSwitchSaver } from '../../components/useSwitchSaver';
import { MSG } from '../../domain/messages';
import type { BusinessType } from '../../domain/roles';
import { PackForm } from './PackForm';
import { PackList } from './PackList';
import type { Pack, PackValues } from './types';

interface Business {
  _id: string;
  name: string;
}

/** Packs of a business: /manage/pack for its owner, /packs/{besniseType}/{id} for an admin. */
export default function PacksPage() {
  const t = useTranslate();
  const { business, type, isLoading, error, refetch } = useCurrentBusiness<Business>();
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !business || !type) {
    const retry = <Button onClick={refetch}>{t('packs.retry')}</Button>;
    return <Alert type="error" showIcon message={t('packs.businessLoadFailed')} description={error?.message} action={retry} />;
  }
  return <Packs business={business} type={type} />;
}

function Packs({ business, type }: { business: Business; type: BusinessType }) {
  const t = useTranslate();
  const meta = { businessId: business._id, businessType: type };
  const { result, query } = useList<Pack, HttpError>({ resource: 'packs', meta, pagination: { mode: 'off' }, errorNotification: false });
  const forms = useCreateEditModals<Pack, PackValues>({
    resource: 'packs',
    meta,
    toValues: ({ name, price, description, image, active, options }) => ({
      name,
      price,
      description,
      image: image || undefined,
      active,
      options,
    }),
    messages: { added: MSG.packAdded, updated: MSG.packUpdated, addFailed: MSG.packAddFailed, updateFailed: MSG.packUpdateFailed },
  });
  const switches = useSwitchSaver<Pick<Pack, 'active'>>({ resource: 'packs', meta, failed: MSG.packUpdateFailed });
  const confirmDelete = useConfirmDelete();
  const deletePack = (pack: Pack) =>
    confirmDelete({
      title: t('packs.confirmDeleteTitle', { name: pack.name }),
      content: t('packs.confirmDeleteText'),
      okText: t('packs.delete'),
      cancelText: t('packs.cancel'),
      resource: 'packs',
      id: pack._id,
      meta,
      successNotification: done(MSG.packDeleted),
      errorNotification: fail(MSG.packDeleteFailed),
    });

  return (
    <section>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('packs.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('packs.subtitle', { name: business.name })}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={forms.showCreate}>
          {t('packs.add')}
        </Button>
      </div>
      <PackList
        packs={result.data}
        isLoading={query.isLoading}
        error={query.error ? t('packs.loadFailed') : undefined}
        onRetry={() => void query.refetch()}
        onAdd={forms.showCreate}
        saving={switches.saving}
        onEdit={forms.showEdit}
        onDelete={deletePack}
        onToggleActive={(pack, active) => switches.save(pack._id, { active })}
      />
      <Modal {...forms.create.modalProps} title={t('packs.addTitle')} footer={null} width={640}>
        <PackForm mode="add" {...forms.create} />
      </Modal>
      <Modal {...forms.edit.modalProps} title={t('packs.editTitle', { name: forms.record?.name })} footer={null} width={640}>
        <PackForm mode="edit" {...forms.edit} />
      </Modal>
    </section>
  );
}
