import { useTranslate } from '@refinedev/core';
import { Avatar, Empty, List, Segmented, Space, Typography } from 'antd';
import { formatMoney } from '../../i18n/format';
import { RANKINGS, sortTopProducts, type Ranking, type TopProduct } from '../../domain/stats';
import { TableEmptyText } from '../../components/TableEmptyText';

export interface TopProductsListProps {
  products: TopProduct<number>[];
  ranking: Ranking;
  onRankingChange: (ranking: Ranking) => void;
  loading?: boolean;
  limit?: number;
}

/** Best products of delivered orders, by revenue or by units ordered. */
export function TopProductsList({ products, ranking, onRankingChange, loading, limit = 8 }: TopProductsListProps) {
  const t = useTranslate();
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text id="ranking-label">{t('dashboard.rankingLabel')}</Typography.Text>
        <Segmented<Ranking>
          aria-labelledby="ranking-label"
          value={ranking}
          onChange={onRankingChange}
          options={RANKINGS.map((r) => ({ value: r, label: t(`dashboard.rankings.${r}`) }))}
        />
      </Space>
      <List<TopProduct<number>>
        loading={loading}
        dataSource={sortTopProducts(products, ranking).slice(0, limit)}
        locale={{
          emptyText: (
            <TableEmptyText loading={loading}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noProducts')} />
            </TableEmptyText>
          ),
        }}
        renderItem={(p, index) => (
          <List.Item extra={<Typography.Text strong>{formatMoney(p.totalRevenue)}</Typography.Text>}>
            <List.Item.Meta
              avatar={<Avatar shape="square" size={48} src={p.productImage} alt="" />}
              title={`${index + 1}. ${p.productName}`}
              description={`${formatMoney(p.productPrix)} · ${t('dashboard.timesOrdered', { count: p.totalOrdering })}`}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
