import { useTranslate } from '@refinedev/core';
import { ArrowLeftOutlined, WalletOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Grid, Result, Row, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatCentimes, formatMoney } from '../../i18n/format';
import { centimesOrZero } from '../../domain/money';
import { dateTimeIn } from '../../domain/clock';
import { formatPhone } from '../../domain/phone';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { LatinText } from '../../components/LatinText';
import { useClock } from '../../components/useClock';
import { NumberAndWhenTitle } from '../../components/NumberAndWhenTitle';
import {
  commandFee,
  isSettled,
  JOURNAL_GROUPS,
  mapJournalMoney,
  riderFeeTotal,
  type CommandFee,
  type JournalGroup,
} from '../../domain/riderFees';
import { AvailabilityBadge } from './AvailabilityBadge';
import { JournalStatus } from './JournalStatus';
import type { JournalEntry, RiderJournal } from './types';

export interface JournalViewProps {
  data?: RiderJournal;
  loading?: boolean;
  /** Why the journal could not be loaded (404: no such rider). */
  error?: { statusCode?: number; message?: string } | null;
  onRetry?: () => void;
  /** Confirms the payment; the confirmation dialog stays busy until it settles. */
  onConfirm: () => Promise<unknown>;
  confirming?: boolean;
}

/** Moments on the reader's clock ("22/11/2026 09:05"); the clock is named in the column's title. */
function When({ at, small }: { at: string; small?: boolean }) {
  const { zone } = useClock();
  return <span style={{ whiteSpace: 'nowrap', ...(small ? { fontSize: 12 } : {}) }}>{dateTimeIn(at, zone)}</span>;
}

const NO_FILTERS: [] = [];

/** Less padding on phones. */
const CARD_STYLES = { body: { padding: 'clamp(12px, 3vw, 24px)' } };

export function JournalView({ data, loading = false, error, onRetry, onConfirm, confirming = false }: JournalViewProps) {
  const t = useTranslate();
  const clock = useClock();
  const { modal } = App.useApp();
  const compact = !Grid.useBreakpoint().sm;
  const k = (key: string, options?: Record<string, unknown>) => t(`riders.journal.${key}`, options);
  const back = (
    <Link to="/data/rider">
      <ArrowLeftOutlined className="flip-rtl" aria-hidden /> {k('back')}
    </Link>
  );

  if (error) {
    return (
      <Card styles={CARD_STYLES}>
        {back}
        {error.statusCode === 404 ? (
          <Result status="404" title={k('notFound')} />
        ) : (
          <Result
            status="error"
            title={k('loadFailed')}
            subTitle={error.message}
            extra={onRetry && <Button onClick={onRetry}>{k('retry')}</Button>}
          />
        )}
      </Card>
    );
  }
  if (loading || !data) {
    return (
      <Card styles={CARD_STYLES}>
        {back}
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const { rider, FeeJournal, journal, lastPayment } = data;
  const total = riderFeeTotal(mapJournalMoney(FeeJournal, centimesOrZero));
  const canConfirm = JOURNAL_GROUPS.some((g) => journal[g]?.some(isSettled));

  const askConfirm = () =>
    modal.confirm({
      title: k('confirmTitle', { amount: formatCentimes(total), name: rider.name }),
      content: k('confirmText'),
      okText: k('confirmOk'),
      cancelText: k('cancel'),
      icon: <WalletOutlined />,
      onOk: () => onConfirm().catch(() => undefined),
    });

  const listColumns = [
    {
      key: 'commandNumber',
      title: compact ? (
        <NumberAndWhenTitle number={k('listColumns.commandNumber')} when={k('listColumns.createdAt', { clock: clock.name })} />
      ) : (
        k('listColumns.commandNumber')
      ),
      render: (_: unknown, o: JournalEntry) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            <bdi>#{o.commandNumber}</bdi>
          </Typography.Text>
          {compact && <When at={o.createdAt} small />}
        </Space>
      ),
    },
    ...(compact
      ? []
      : [
          {
            key: 'createdAt',
            title: k('listColumns.createdAt', { clock: clock.name }),
            render: (_: unknown, o: JournalEntry) => <When at={o.createdAt} />,
          },
        ]),
    { key: 'status', title: k('listColumns.status'), render: (_: unknown, o: JournalEntry) => <JournalStatus status={o.statusOrders} /> },
    {
      key: 'total',
      title: k('listColumns.total'),
      align: 'right' as const,
      responsive: ['sm' as const],
      render: (_: unknown, o: JournalEntry) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.totalPrix)}</span>,
    },
    {
      key: 'fee',
      title: compact ? k('feeColumns.fee') : k('listColumns.fee'),
      align: 'right' as const,
      render: (_: unknown, o: JournalEntry) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(commandFee(o))}</span>,
    },
  ];

  const listLabel = (group: JournalGroup) => `${k(`types.${group}`)} (${journal[group]?.length ?? 0})`;
  const listTable = (group: JournalGroup) => (
    <Table<JournalEntry>
      rowKey="_id"
      dataSource={journal[group] ?? []}
      columns={listColumns}
      size="small"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: <Typography.Text type="secondary">{k('emptyList')}</Typography.Text> }}
    />
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card styles={CARD_STYLES}>
        {back}
        <Typography.Title level={1} style={{ fontSize: 26, margin: '12px 0 8px' }}>
          {k('title', { name: rider.name })}
        </Typography.Title>
        <Space wrap size="middle">
          <Tag style={{ fontSize: 14, padding: '2px 10px' }}>{k('riderNumber', { number: rider.Number_Rider })}</Tag>
          <AvailabilityBadge value={rider.avability} />
          {rider.phone && (
            <a href={`tel:+212${rider.phone}`}>
              <LatinText>{formatPhone(rider.phone)}</LatinText>
            </a>
          )}
          <Typography.Text type="secondary">
            {lastPayment ? k('since', { date: `${dateTimeIn(lastPayment.createdAt, clock.zone)} (${clock.name})` }) : k('sinceStart')}
          </Typography.Text>
        </Space>
      </Card>

      <Card styles={CARD_STYLES}>
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} md={10}>
            <Statistic title={k('totalToPay')} value={formatCentimes(total)} valueStyle={{ fontSize: 32, fontWeight: 600 }} />
            <Typography.Text type="secondary">{k('totalHint')}</Typography.Text>
          </Col>
          <Col xs={24} md={14}>
            <Space wrap>
              <Button
                type="primary"
                size="large"
                icon={<WalletOutlined />}
                onClick={askConfirm}
                loading={confirming}
                disabled={!canConfirm || confirming}
              >
                {k('confirm')}
              </Button>
              <ExportCsvButton
                resource="riders"
                action="exportJournal"
                meta={{ riderId: rider.riderId }}
                filters={NO_FILTERS}
                fallbackName={`journal-rider-${rider.Number_Rider}.csv`}
              />
            </Space>
            {!canConfirm && (
              <div style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{k('nothingToConfirm')}</Typography.Text>
              </div>
            )}
          </Col>
        </Row>
      </Card>

      <Card
        styles={CARD_STYLES}
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {k('feeTitle')}
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">{k('feeRule')}</Typography.Paragraph>
        <Table<CommandFee<number>>
          rowKey="type"
          dataSource={FeeJournal.CommandFee}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        >
          <Table.Column<CommandFee<number>> key="type" title={k('feeColumns.type')} render={(_, c) => k(`types.${c.type}`)} />
          <Table.Column<CommandFee<number>>
            key="totalGain"
            title={k('feeColumns.totalGain')}
            align="right"
            responsive={['sm']}
            render={(_, c) => formatMoney(c.totalGain)}
          />
          <Table.Column<CommandFee<number>> key="total" title={k('feeColumns.total')} align="right" dataIndex="total" />
          <Table.Column<CommandFee<number>>
            key="cencel"
            title={k('feeColumns.cencel')}
            align="right"
            dataIndex="cencel"
            responsive={['sm']}
          />
          <Table.Column<CommandFee<number>>
            key="fee"
            title={k('feeColumns.fee')}
            align="right"
            render={(_, c) => <strong>{formatMoney(c.fee)}</strong>}
          />
        </Table>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 20 }}>
          {k('easyTitle')}
        </Typography.Title>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label={k('easyFee')}>
            <strong>{formatMoney(FeeJournal.easyFee.fee)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={k('prixTotal')}>{formatMoney(FeeJournal.easyFee.PrixTotal)}</Descriptions.Item>
          <Descriptions.Item label={k('prixActual')}>{formatMoney(FeeJournal.easyFee.PrixActual)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card
        styles={CARD_STYLES}
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {k('listsTitle')}
          </Typography.Title>
        }
      >
        {compact ? (
          // On a phone the four lists follow one another (tabs would overflow into a menu).
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            {JOURNAL_GROUPS.map((group) => (
              <section key={group} aria-label={listLabel(group)}>
                <Typography.Title level={3} style={{ fontSize: 16 }}>
                  {listLabel(group)}
                </Typography.Title>
                {listTable(group)}
              </section>
            ))}
          </Space>
        ) : (
          <Tabs items={JOURNAL_GROUPS.map((group) => ({ key: group, label: listLabel(group), children: listTable(group) }))} />
        )}
      </Card>
    </Space>
  );
}
