import { getDefaultFilter, useTranslate, type CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Grid, Select, Space, Table, Tag, Typography } from 'antd';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditLine } from '../../domain/audit';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { LatinText } from '../../components/LatinText';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/listQuery';
import { formatCount } from '../../i18n/format';
import { ListFailedAlert } from '../../components/ListStatus';
import { AuditCards } from './AuditCards';
import { AuditTarget } from './AuditTarget';
import { actionKey, describeValues, targetTypeKey } from './auditText';

type Filter = 'action' | 'actor' | 'targetType' | 'target';

/**
 * /audit: the admin's audit log. The server pages it, newest first, and filters it by action, kind of
 * target, actor (click a name) and one target (click what a line is about); page and filters live in the
 * URL so a view can be reloaded or shared. On a phone the lines are cards.
 */
export default function AuditLogPage() {
  const t = useTranslate();
  const clock = useClock();
  const phone = Grid.useBreakpoint().md === false;
  const { tableProps, filters, setFilters, tableQuery, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<AuditLine>({
    resource: 'audit',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: false,
  });
  const setFilter = (field: Filter, value: string | undefined) => setFilters([{ field, operator: 'eq', value } as CrudFilter], 'merge');
  const filterOf = (field: Filter) => getDefaultFilter(field, filters, 'eq') as string | undefined;
  const [action, actor, targetType, target] = (['action', 'actor', 'targetType', 'target'] as const).map(filterOf);
  const rows = (tableProps.dataSource ?? []) as AuditLine[];
  const actorName = rows.find((r) => r.actorId === actor)?.actorName ?? actor;
  const targetLine = rows.find((r) => r.targetId === target);
  const targetName = targetLine?.targetLabel || target;
  const total = tableQuery.data?.total ?? 0;
  const loading = tableQuery.isLoading;
  const pagination = {
    ...tableProps.pagination,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (n: number) => t('audit.total', { count: formatCount(n) }),
  };
  const byActor = (line: AuditLine) => setFilter('actor', line.actorId ?? undefined);
  const byTarget = (line: AuditLine) => setFilter('target', line.targetId);

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
        <Select
          aria-label={t('audit.targetType')}
          value={targetType ?? ''}
          onChange={(value: string) => setFilter('targetType', value || undefined)}
          style={{ width: 220, maxWidth: '100%' }}
          options={[
            { value: '', label: t('audit.allTargets') },
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(targetTypeKey(type)) })),
          ]}
        />
        {actor && (
          <Tag
            closable
            onClose={() => setFilter('actor', undefined)}
            closeIcon={<span aria-label={t('audit.clearActor')}>×</span>}
            style={{ padding: '4px 8px', whiteSpace: 'normal' }}
          >
            {t('audit.actorFilter', { name: actorName })}
          </Tag>
        )}
        {target && (
          <Tag
            closable
            onClose={() => setFilter('target', undefined)}
            closeIcon={<span aria-label={t('audit.clearTarget')}>×</span>}
            style={{ padding: '4px 8px', whiteSpace: 'normal' }}
          >
            {t('audit.targetFilter', { name: targetName })}
          </Tag>
        )}
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void tableQuery.refetch()}>
          {t('audit.refresh')}
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          {loading ? t('audit.loading') : t('audit.total', { count: formatCount(total) })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="clock-name">
          {t('clock.timesIn', { clock: clock.name })}
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
      ) : phone ? (
        <AuditCards
          lines={rows}
          loading={loading}
          pagination={{
            current: currentPage,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: pagination.showTotal,
            onChange: (page, size) => {
              if (size !== pageSize) setPageSize(size);
              setCurrentPage(size !== pageSize ? 1 : page);
            },
          }}
          onActor={byActor}
          onTarget={byTarget}
        />
      ) : (
        <Table<AuditLine>
          {...tableProps}
          rowKey="_id"
          size="middle"
          scroll={{ x: 760 }}
          locale={{ emptyText: loading ? t('audit.loading') : t('audit.empty') }}
          pagination={pagination}
          columns={[
            {
              title: `${t('audit.when')} (${clock.name})`,
              dataIndex: 'at',
              width: 170,
              render: (at: string) => dateTimeIn(at, clock.zone),
            },
            {
              title: t('audit.actor'),
              dataIndex: 'actorName',
              render: (name: string, line) =>
                line.actorId ? (
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto' }}
                    aria-label={t('audit.filterByActor', { name })}
                    onClick={() => byActor(line)}
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
              dataIndex: 'targetLabel',
              render: (_: string, line) => <AuditTarget line={line} onFilter={byTarget} />,
            },
            {
              title: t('audit.before'),
              dataIndex: 'before',
              render: (values: unknown) => <LatinText>{describeValues(values, clock.zone)}</LatinText>,
            },
            {
              title: t('audit.after'),
              dataIndex: 'after',
              render: (values: unknown) => <LatinText>{describeValues(values, clock.zone)}</LatinText>,
            },
          ]}
        />
      )}
    </Card>
  );
}
