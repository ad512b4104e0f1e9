import { useList, useTranslate, type HttpError } from '@refinedev/core';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { ItemFormModals } from '../../components/ItemFormModals';
import { done, fail } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { useConfirmNamedDelete } from '../../components/useConfirmDelete';
import { useCreateEditModals } from '../../components/useCreateEditModals';
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
  return (
    <CurrentBusinessPage<Business> textsFrom="packs">
      {({ business, type }) => <Packs business={business} type={type} />}
    </CurrentBusinessPage>
  );
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
  const confirmDelete = useConfirmNamedDelete('packs');
  const deletePack = (pack: Pack) =>
    confirmDelete({
      name: pack.name,
      resource: 'packs',
      id: pack._id,
      meta,
      successNotification: done(MSG.packDeleted),
      errorNotification: fail(MSG.packDeleteFailed),
    });

  return (
    <section>
      <PageHeader
        title={t('packs.title')}
        subtitle={t('packs.subtitle', { name: business.name })}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={forms.showCreate}>
            {t('packs.add')}
          </Button>
        }
      />
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
      <ItemFormModals forms={forms} textsFrom="packs" form={(mode, state) => <PackForm mode={mode} {...state} />} />
    </section>
  );
}
