import { useTranslate } from '@refinedev/core';
import { Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { optionsPreview, optionSummary } from '../../domain/catalogue';
import { formatMoney } from '../../i18n/format';
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
  const { shown, more } = optionsPreview(pack.options);
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        pack.image ? (
          <img src={pack.image} alt={pack.name} style={{ height: 150, objectFit: 'cover', opacity: pack.active ? 1 : 0.6 }} />
        ) : (
          <div
            role="img"
            aria-label={t('packs.noImage')}
            style={{ height: 150, display: 'grid', placeItems: 'center', background: '#f5f5f5', color: '#595959', fontSize: 32 }}
          >
            <PictureOutlined aria-hidden />
          </div>
        )
      }
      actions={[
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('packs.editNamed', { name: pack.name })}
          onClick={() => onEdit?.(pack)}
        >
          {t('packs.edit')}
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('packs.deleteNamed', { name: pack.name })}
          onClick={() => onDelete?.(pack)}
        >
          {t('packs.delete')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {pack.name}
        </Typography.Title>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(pack.price)}
        </Typography.Text>
      </div>
      {!pack.active && (
        <Space>
          <Tag color="warning">{t('packs.hidden')}</Tag>
        </Space>
      )}
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {pack.description}
      </Typography.Paragraph>
      {shown.length > 0 ? (
        <div style={{ fontSize: 13 }}>
          <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={t('packs.options')}>
            {shown.map((o, i) => (
              <li key={i}>{optionSummary(o)}</li>
            ))}
          </ul>
          {more > 0 && <Typography.Text type="secondary">{t('packs.more', { count: more })}</Typography.Text>}
        </div>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('packs.noOptions')}
        </Typography.Text>
      )}
      <label style={{ marginTop: 'auto', paddingTop: 4, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span>{t('packs.active')}</span>
        <Switch
          size="small"
          checked={pack.active}
          loading={saving}
          aria-label={t('packs.activeNamed', { name: pack.name })}
          onChange={(checked) => onToggleActive?.(pack, checked)}
        />
      </label>
    </Card>
  );
}
