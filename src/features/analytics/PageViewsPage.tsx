import { useTable } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Card, Layout, Table, Typography } from 'antd';
import { useRangeTotal } from '../../components/useServerPagination';
import { TableEmptyText } from '../../components/TableEmptyText';
import { LatinText } from '../../components/LatinText';
import type { Answer } from '../../api/types';

/** A row of GET /data/googleAN4 as the contract declares it, keyed by its path (pageViews.getList). */
type PageViewRow = Answer<'getPageViewStats'>[number] & { id: string };

/** /test: how often each page was shown. */
export default function PageViewsPage() {
  const t = useTranslate();
  const showTotal = useRangeTotal();
  const { tableProps } = useTable<PageViewRow>({
    resource: 'pageViews',
    pagination: { mode: 'client', pageSize: 20 },
    syncWithLocation: false,
  });
  return (
    <Layout style={{ minHeight: '100vh', padding: 16 }}>
      <main style={{ maxWidth: 880, width: '100%', margin: '24px auto' }}>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            {t('analytics.title')}
          </Typography.Title>
          <Table<PageViewRow>
            {...tableProps}
            pagination={{ ...tableProps.pagination, showTotal }}
            rowKey="id"
            locale={{ emptyText: <TableEmptyText loading={tableProps.loading}>{t('analytics.empty')}</TableEmptyText> }}
          >
            <Table.Column<PageViewRow>
              dataIndex="pagePath"
              title={t('analytics.page')}
              render={(path: string) => <LatinText>{path}</LatinText>}
            />
            <Table.Column<PageViewRow> dataIndex="views" title={t('analytics.views')} align="right" sorter={(a, b) => a.views - b.views} />
          </Table>
        </Card>
      </main>
    </Layout>
  );
}
