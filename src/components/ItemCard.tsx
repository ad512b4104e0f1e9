import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Card, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import type { ProductOption } from '../domain/catalogue';
import { formatMoney } from '../i18n/format';
import { ItemOptionList } from './ItemOptionList';

export interface CardItem {
  name: string;
  price: number;
  description: string;
  image: string;
  options: ProductOption[];
}

export interface ItemCardProps {
  item: CardItem;
  /**
   * Where the card's texts are in the catalogue (`packs`, `catalogue.products`): `noImage`, `edit`,
   * `editNamed`, `delete`, `deleteNamed`, `options`, `noOptions`, `more`.
   */
  textsFrom: string;
  /** The photo is faded: the item is hidden or cannot be ordered. */
  faded?: boolean;
  /** Tags under the name (its category, hidden, sold out); none, no row. */
  tags?: ReactNode;
  /** Only the first options, then '+N more'. */
  previewOptions?: boolean;
  /** The switches at the card's foot (SwitchRow each), saved at once. */
  switches: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One item on sale (a product, a pack) in a grid: photo, name, price in dh, tags, description, options, switches. */
export function ItemCard({ item, textsFrom, faded, tags, previewOptions, switches, onEdit, onDelete }: ItemCardProps) {
  const t = useTranslate();
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        item.image ? (
          <img src={item.image} alt={item.name} style={{ height: 150, objectFit: 'cover', opacity: faded ? 0.6 : 1 }} />
        ) : (
          <div
            role="img"
            aria-label={t(`${textsFrom}.noImage`)}
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
          aria-label={t(`${textsFrom}.editNamed`, { name: item.name })}
          onClick={onEdit}
        >
          {t(`${textsFrom}.edit`)}
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t(`${textsFrom}.deleteNamed`, { name: item.name })}
          onClick={onDelete}
        >
          {t(`${textsFrom}.delete`)}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {item.name}
        </Typography.Title>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(item.price)}
        </Typography.Text>
      </div>
      {tags && (
        <Space size={[4, 4]} wrap>
          {tags}
        </Space>
      )}
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {item.description}
      </Typography.Paragraph>
      <ItemOptionList options={item.options} textsFrom={textsFrom} preview={previewOptions} />
      <div style={{ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: 6, paddingTop: 4 }}>{switches}</div>
    </Card>
  );
}
