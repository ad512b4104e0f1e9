import { useTranslate } from '@refinedev/core';
import { Switch, Tag } from 'antd';
import { ItemCard } from '../../components/ItemCard';
import { SwitchRow } from '../../components/SwitchRow';
import type { Pack } from './types';

export interface PackCardProps {
  pack: Pack;
  onEdit?: (pack: Pack) => void;
  onDelete?: (pack: Pack) => void;
  /** Saves at once. */
  onToggleActive?: (pack: Pack, active: boolean) => void;
  saving?: boolean;
}

/** A pack in the list: photo, name, price, the first 2 options then '+N more'; an inactive pack says Hidden. */
export function PackCard({ pack, onEdit, onDelete, onToggleActive, saving }: PackCardProps) {
  const t = useTranslate();
  return (
    <ItemCard
      item={pack}
      textsFrom="packs"
      faded={!pack.active}
      tags={!pack.active && <Tag color="warning">{t('packs.hidden')}</Tag>}
      previewOptions
      switches={
        <SwitchRow caption={t('packs.active')}>
          <Switch
            size="small"
            checked={pack.active}
            loading={saving}
            aria-label={t('packs.activeNamed', { name: pack.name })}
            onChange={(checked) => onToggleActive?.(pack, checked)}
          />
        </SwitchRow>
      }
      onEdit={() => onEdit?.(pack)}
      onDelete={() => onDelete?.(pack)}
    />
  );
}
