import { getDefaultFilter, useTranslate, type CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { AUDIT_ACTIONS, type AuditLine } from '../../domain/audit';
import { formatDateTime } from '../../domain/dates';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/listQuery';
import { formatCount } from '../../i18n/format';
import { ListFailedAlert } from '../../components/ListStatus';

/** The catalogue key of an action ('order.status' → 'audit.actions.order_status': a dot would nest). */
const actionKey = (action: string) => `audit.actions.${action.replace('.', '_')}`;

/** A before/after value as short readable text: `verified: true`, `status: new`. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .slice(0, 4)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

/**
 * /audit: the admin's audit log. The server pages it, newest first, and filters it by action and by
 * actor (click a name); page and filters live in the URL so a view can be reloaded or shared.
 */
export default function AuditLogPage() {
  const t = useTranslate();
  const { tableProps, filters, setFilters, tableQuery } = useTable<AuditLine>({
    resource: 'audit',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: false,
  });
  const setFilter = (field: string, value: string | undefined) => setFilters([{ field, operator: 'eq', value } as CrudFilter], 'merge');
  const action = getDefaultFilter('action', filters, 'eq') as string | undefined;
  const actor = getDefaultFilter('actor', filters, 'eq') as string | undefined;
  const rows = (tableProps.dataSource ?? []) as AuditLine[];
  const actorName = rows.find((r) => r.actorId === actor)?.actorName ?? actor;
  const total = tableQuery.data?.total ?? 0;

  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t('audit.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('audit.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} role="search" aria-label={t('audit.filters')}>
        <Select
          aria-label={t('audit.action')}
          value={action ?? ''}
          onChange={(value: string) => setFilter('action', value || undefined)}
          style={{ width: 240, maxWidth: '100%' }}
          options={[{ value: '', label: t('audit.allActions') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(actionKey(a)) }))]}
        />
        {actor && (
          <Tag
            closable
            onClose={() => setFilter('actor', undefined)}
            closeIcon={<span aria-label={t('audit.clearActor')}>×</span>}
            style={{ padding: '4px 8px' }}
          >
            {t('audit.actorFilter', { name: actorName })}
          </Tag>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
          {t('audit.refresh')}
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {t('audit.total', { count: formatCount(total) })}
        </Typography.Text>
      </Space>
      {tableQuery.error ? (
        <ListFailedAlert
          message={t('audit.loadFailed')}
          description={tableQuery.error.message}
          retryText={t('audit.retry')}
          retrySize="middle"
          onRetry={() => void tableQuery.refetch()}
        />
      ) : (
        <Table<AuditLine>
          {...tableProps}
          rowKey="_id"
          size="middle"
          scroll={{ x: 760 }}
          locale={{ emptyText: t('audit.empty') }}
          pagination={{
            ...tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (n) => t('audit.total', { count: formatCount(n) }),
          }}
          columns={[
            { title: t('audit.when'), dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at) },
            {
              title: t('audit.actor'),
              dataIndex: 'actorName',
              render: (name: string, line) =>
                line.actorId ? (
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto' }}
                    aria-label={t('audit.filterByActor', { name })}
                    onClick={() => setFilter('actor', line.actorId!)}
                  >
                    {name}
                  </Button>
                ) : (
                  name
                ),
            },
            { title: t('audit.action'), dataIndex: 'action', render: (a: string) => t(actionKey(a), a) },
            {
              title: t('audit.target'),
              dataIndex: 'targetId',
              render: (id: string, line) => <Typography.Text code>{`${line.targetType} ${id.slice(0, 8)}`}</Typography.Text>,
            },
            { title: t('audit.before'), dataIndex: 'before', render: describe },
            { title: t('audit.after'), dataIndex: 'after', render: describe },
          ]}
        />
      )}
    </Card>
  );
}
