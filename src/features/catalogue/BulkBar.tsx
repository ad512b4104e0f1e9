import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Grid, InputNumber, Segmented, Select, Space, Table, theme, Typography } from 'antd';
import { BULK_ACTIONS, PRICE_ROUNDINGS, priceChangeError, type BulkAction, type PriceChange } from '../../domain/bulkPrice';
import { currency, formatMoney } from '../../i18n/format';
import { localizeMessage } from '../../i18n/serverMessage';
import { LATIN_TEXT } from '../../components/LatinText';

export interface BulkChange {
  action: BulkAction;
  categoryId?: string;
  price?: PriceChange;
}

export interface PricePreviewRow {
  _id: string;
  name: string;
  before: number;
  after: number;
}

export interface BulkBarProps {
  /** Products selected, and how many match the list's filter (all of them, across the pages). */
  selectedCount: number;
  matchingCount: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  categories: { value: string; label: string }[];
  /** Sends the change (preview: answer the new prices, write nothing). */
  onSubmit: (change: BulkChange, preview: boolean) => Promise<PricePreviewRow[]>;
  busy?: boolean;
}

const PREVIEW_ROWS = 20;

/**
 * Bulk actions over the selected products: hide, show, mark sold out, move to a category, or change prices by
 * a percentage or an amount with their rounding; prices are previewed first, every action is confirmed.
 */
export function BulkBar({ selectedCount, matchingCount, onSelectAllMatching, onClear, categories, onSubmit, busy }: BulkBarProps) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const wide = Grid.useBreakpoint().md !== false;
  const [action, setAction] = useState<BulkAction>('hide');
  const [categoryId, setCategoryId] = useState<string>();
  const [by, setBy] = useState<PriceChange['by']>('percent');
  const [value, setValue] = useState<number | null>(null);
  const [rounding, setRounding] = useState<PriceChange['rounding']>('0.50');
  const [preview, setPreview] = useState<PricePreviewRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const price: PriceChange | undefined = value === null ? undefined : { by, value, rounding };
  const change: BulkChange = { action, ...(action === 'move' && { categoryId }), ...(action === 'price' && { price }) };
  const ready =
    selectedCount > 0 && (action !== 'move' || !!categoryId) && (action !== 'price' || (!!price && priceChangeError(price) === null));
  const actionLabel = t(`catalogue.bulk.${action}`);

  const run = async (asPreview: boolean) => {
    setError(null);
    try {
      const rows = await onSubmit(change, asPreview);
      if (asPreview) setPreview(rows);
      else setPreview(null);
    } catch (e) {
      setError(localizeMessage(t, (e as Error).message) || t('catalogue.bulk.failed'));
    }
  };
  const confirm = () =>
    modal.confirm({
      title: t('catalogue.bulk.confirmTitle', { action: actionLabel, count: selectedCount }),
      okText: t('catalogue.bulk.apply'),
      cancelText: t('catalogue.bulk.cancel'),
      onOk: () => run(false),
    });

  return (
    <section
      aria-label={t('catalogue.bulk.bar')}
      // With products picked it stays in sight under the header while the owner scrolls the cards.
      style={{
        marginBottom: 16,
        ...(selectedCount > 0 && {
          position: 'sticky',
          top: wide ? 64 : 120,
          zIndex: 9,
          background: token.colorBgLayout,
          paddingBlock: 8,
        }),
      }}
    >
      <Space wrap align="center" style={{ width: '100%' }}>
        <Typography.Text strong>{t('catalogue.bulk.selected', { count: selectedCount })}</Typography.Text>
        {selectedCount < matchingCount && (
          <Button size="small" onClick={onSelectAllMatching}>
            {t('catalogue.bulk.selectAllMatching', { count: matchingCount })}
          </Button>
        )}
        {selectedCount > 0 && (
          <Button size="small" type="link" onClick={onClear}>
            {t('catalogue.bulk.clear')}
          </Button>
        )}
      </Space>
      {selectedCount > 0 && (
        <Space wrap align="center" style={{ marginTop: 8 }}>
          <Select<BulkAction>
            aria-label={t('catalogue.bulk.action')}
            value={action}
            onChange={(a) => (setAction(a), setPreview(null))}
            style={{ minWidth: 190 }}
            options={BULK_ACTIONS.map((a) => ({ value: a, label: t(`catalogue.bulk.${a}`) }))}
          />
          {action === 'move' && (
            <Select<string>
              aria-label={t('catalogue.products.category')}
              placeholder={t('catalogue.products.categoryPlaceholder')}
              value={categoryId}
              onChange={setCategoryId}
              options={categories}
              style={{ minWidth: 180 }}
            />
          )}
          {action === 'price' && (
            <>
              <Segmented<PriceChange['by']>
                aria-label={t('catalogue.bulk.by')}
                value={by}
                onChange={(v) => (setBy(v), setPreview(null))}
                options={[
                  { value: 'percent', label: t('catalogue.bulk.byPercent') },
                  { value: 'amount', label: t('catalogue.bulk.byAmount') },
                ]}
              />
              <InputNumber<number>
                aria-label={t('catalogue.bulk.value')}
                // A price lowered by "-10" keeps its sign in front in Arabic.
                className={LATIN_TEXT}
                placeholder={by === 'percent' ? '10' : '2.50'}
                value={value}
                onChange={(v) => (setValue(v), setPreview(null))}
                precision={2}
                step={by === 'percent' ? 1 : 0.5}
                style={{ width: 110 }}
              />
              <Segmented<PriceChange['rounding']>
                aria-label={t('catalogue.bulk.rounding')}
                value={rounding}
                onChange={(v) => (setRounding(v), setPreview(null))}
                options={PRICE_ROUNDINGS.map((r) => ({ value: r, label: `${r} ${currency()}` }))}
              />
              <Button onClick={() => void run(true)} disabled={!ready} loading={busy}>
                {t('catalogue.bulk.preview')}
              </Button>
            </>
          )}
          <Button type="primary" onClick={confirm} disabled={!ready || (action === 'price' && !preview)} loading={busy}>
            {t('catalogue.bulk.apply')}
          </Button>
        </Space>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
      {preview && action === 'price' && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('catalogue.bulk.previewTitle', { count: preview.length })}</Typography.Text>
          <Table<PricePreviewRow>
            size="small"
            rowKey="_id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={preview.slice(0, PREVIEW_ROWS)}
            columns={[
              { title: t('catalogue.products.name'), dataIndex: 'name' },
              { title: t('catalogue.bulk.before'), dataIndex: 'before', render: (v: number) => formatMoney(v), align: 'end' },
              {
                title: t('catalogue.bulk.after'),
                dataIndex: 'after',
                render: (v: number) => <strong>{formatMoney(v)}</strong>,
                align: 'end',
              },
            ]}
          />
          {preview.length > PREVIEW_ROWS && (
            <Typography.Text type="secondary">{t('catalogue.bulk.moreRows', { count: preview.length - PREVIEW_ROWS })}</Typography.Text>
          )}
        </div>
      )}
    </section>
  );
}
