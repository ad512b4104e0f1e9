import { useState, type ReactNode } from 'react';
import { useTranslate, useUpdate } from '@refinedev/core';
import { Button, Input, Space, Switch } from 'antd';
import { GiftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { TYPED_DIRECTION } from '../../components/LatinText';
import { done, fail } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import type { BusinessType } from '../../domain/roles';
import { MSG } from '../../domain/messages';

export interface CatalogueBusiness {
  _id: string;
  name: string;
  visible?: boolean;
}

export interface CatalogueHeaderProps {
  title: string;
  business: CatalogueBusiness;
  type: BusinessType;
  isAdminView: boolean;
  search: string;
  onSearch: (search: string) => void;
  /** Adds an item; undefined while there is no category to put it in. */
  onAdd?: () => void;
  /** Export and import of the whole catalogue, beside the add button. */
  fileActions?: ReactNode;
  onBusinessChanged: () => void;
}

/** The title, the search box, and for an admin the packs link and the 'Visible to Clients' switch. */
export function CatalogueHeader({
  title,
  business,
  type,
  isAdminView,
  search,
  onSearch,
  onAdd,
  fileActions,
  onBusinessChanged,
}: CatalogueHeaderProps) {
  const t = useTranslate();
  return (
    <PageHeader
      title={title}
      subtitle={t('catalogue.subtitle', { name: business.name })}
      actions={
        <Space wrap>
          <Input.Search
            allowClear
            // A name or a barcode.
            className={TYPED_DIRECTION}
            placeholder={t('catalogue.products.search')}
            aria-label={t('catalogue.products.search')}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {isAdminView && (
            <>
              <Link to={`/packs/${type}/${business._id}`}>
                <GiftOutlined aria-hidden /> {t('catalogue.packsLink')}
              </Link>
              <VisibleSwitch business={business} type={type} onChanged={onBusinessChanged} />
            </>
          )}
          {fileActions}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd} disabled={!onAdd}>
            {t('catalogue.products.add')}
          </Button>
        </Space>
      }
    />
  );
}

/** An admin shows or hides the whole business to customers (saved at once). */
function VisibleSwitch({ business, type, onChanged }: { business: CatalogueBusiness; type: BusinessType; onChanged: () => void }) {
  const t = useTranslate();
  const { mutate, mutation } = useUpdate();
  const [visible, setVisible] = useState<boolean>();
  const toggle = (next: boolean) => {
    setVisible(next);
    mutate(
      {
        resource: 'businesses',
        id: business._id,
        values: { visible: next },
        meta: { type },
        successNotification: done(MSG.visibilityUpdated),
        errorNotification: fail(MSG.visibilityFailed),
      },
      { onSuccess: onChanged, onError: () => setVisible(undefined) },
    );
  };
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        aria-label={t('catalogue.visibleToClients')}
        checked={visible ?? business.visible ?? true}
        onChange={toggle}
        loading={mutation.isPending}
      />
      <span>{t('catalogue.visibleToClients')}</span>
    </label>
  );
}
