import { useTranslate } from '@refinedev/core';
import { Alert, Button, Descriptions, Flex, List, Spin, Tag, Typography } from 'antd';
import { Money } from '../../components/Money';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import { toCentimes } from '../../domain/money';
import { disputeRefusal, type LiableParty } from '../../domain/orderProblems';
import { formatMoney } from '../../i18n/format';
import { isolated, leftToRight } from './format';
import type { LiabilityTarget } from './LiabilityDialog';
import type { OrderProblems, OrderVersion, ProblemRights, Refund } from './problemTypes';
import type { Order } from './types';

export interface OrderProblemsSectionProps {
  order: Order;
  /** Undefined until the first answer. */
  problems?: OrderProblems;
  failed?: boolean;
  onRetry?: () => void;
  rights: ProblemRights;
  onRefund?: () => void;
  onChangeLiable?: (target: LiabilityTarget) => void;
  onDispute?: (refund: Refund) => void;
  /** The present moment (stories fix it): a refund is disputable until its deadline. */
  now?: () => Date;
}

const DISPUTE_COLORS = { open: 'orange', upheld: 'red', reversed: 'green' } as const;

/** One change of the items: each line before → after (gone: unavailable), and the totals. */
function VersionChange({ version }: { version: OrderVersion }) {
  const t = useTranslate();
  const clock = useClock();
  const kept = [...version.after.lines];
  return (
    <List.Item style={{ display: 'block' }}>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {t('orders.problems.section.version', {
          version: version.version,
          name: version.changedByName,
          when: leftToRight(dateTimeIn(version.createdAt, clock.zone)),
        })}
      </Typography.Text>
      {version.before.lines.map((line, i) => {
        const at = kept.findIndex((l) => l.name === line.name);
        const after = at >= 0 ? kept.splice(at, 1)[0] : undefined;
        if (after && after.quantity === line.quantity) return null;
        return (
          <div key={`${line.name}-${i}`} style={{ overflowWrap: 'anywhere' }} data-testid="version-line">
            <bdi>{line.name}</bdi>: <bdi>{line.quantity}</bdi> →{' '}
            {after ? <bdi>{after.quantity}</bdi> : t('orders.problems.section.unavailable')}
          </div>
        );
      })}
      <div>
        {t('orders.detail.total')}: <Money value={version.before.totalPrix} /> → <Money value={version.after.totalPrix} strong />
      </div>
    </List.Item>
  );
}

/**
 * What went wrong with an order, in its detail: its cancellation (who, why, when, who bears it), the changes of
 * its items before pickup, its refunds with their lines, who bears each, what it charged the business and its
 * dispute. An admin refunds a delivered order and changes who pays; the owner or a manager disputes a refund
 * charged to the business while it may. Nothing shows for an order that never went wrong.
 */
export function OrderProblemsSection({
  order,
  problems,
  failed,
  onRetry,
  rights,
  onRefund,
  onChangeLiable,
  onDispute,
  now = () => new Date(),
}: OrderProblemsSectionProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`orders.problems.section.${key}`, options);
  const party = (p: LiableParty) => t(`orders.problems.liableParties.${p}`);
  const clock = useClock();
  const when = (at: string) => <bdi style={{ whiteSpace: 'nowrap' }}>{dateTimeIn(at, clock.zone)}</bdi>;

  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        message={k('failed')}
        action={onRetry && <Button onClick={onRetry}>{k('retry')}</Button>}
        data-testid="order-problems"
      />
    );
  if (!problems)
    return (
      <Flex gap={8} align="center" role="status" data-testid="order-problems">
        <Spin size="small" />
        <Typography.Text type="secondary">{k('loading')}</Typography.Text>
      </Flex>
    );

  const { cancellation, refunds, versions, liabilityChanges } = problems;
  const mayRefund = rights.admin && !!onRefund && order.statusOrders === 'succes' && problems.refundable > 0;
  if (!cancellation && refunds.length === 0 && versions.length === 0 && !mayRefund) return null;

  const changeButton = (target: LiabilityTarget) =>
    rights.admin &&
    onChangeLiable && (
      <Button size="small" onClick={() => onChangeLiable(target)} data-testid="change-liable">
        {t('orders.problems.liability.action')}
      </Button>
    );

  return (
    <section aria-labelledby="order-problems-title" data-testid="order-problems">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id="order-problems-title" style={{ fontSize: 15, margin: 0 }}>
          {k('title')}
        </Typography.Title>
        {mayRefund && (
          <Button onClick={onRefund} data-testid="refund-order">
            {t('orders.problems.refund.action')}
          </Button>
        )}
      </Flex>
      <Flex vertical gap={16}>
        {cancellation && (
          <Descriptions size="small" column={1} bordered title={k('cancellation')} data-testid="order-cancellation">
            <Descriptions.Item label={k('cancelledBy')}>
              {t(`orders.problems.by.${cancellation.by}`)} · <bdi>{cancellation.actorName}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={k('reason')}>
              {t(`orders.problems.reasons.${cancellation.reason}`, undefined, cancellation.reason)}
            </Descriptions.Item>
            {cancellation.note && (
              <Descriptions.Item label={k('note')}>
                <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{cancellation.note}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={k('when', { clock: clock.name })}>{when(cancellation.at)}</Descriptions.Item>
            <Descriptions.Item label={k('liable')}>
              {cancellation.accepted ? (
                <Flex wrap gap={8} align="center">
                  <span data-testid="cancellation-liable">{party(cancellation.liable)}</span>
                  {changeButton({ kind: 'cancellation', commandNumber: order.commandNumber, liable: cancellation.liable })}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{k('notAccepted')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
        {versions.length > 0 && (
          <List
            size="small"
            bordered
            header={<Typography.Text strong>{k('versions')}</Typography.Text>}
            dataSource={versions}
            rowKey="version"
            renderItem={(version) => <VersionChange version={version} />}
            data-testid="order-versions"
          />
        )}
        {refunds.length > 0 && (
          <List
            size="small"
            bordered
            header={<Typography.Text strong>{k('refunds')}</Typography.Text>}
            dataSource={refunds}
            rowKey="_id"
            data-testid="order-refunds"
            renderItem={(refund) => {
              const disputable =
                rights.mayDispute &&
                !!onDispute &&
                disputeRefusal({ charge: toCentimes(refund.charge), createdAt: refund.createdAt, disputed: !!refund.dispute }, now()) ===
                  null;
              return (
                <List.Item style={{ display: 'block' }} data-testid="order-refund">
                  <Flex justify="space-between" align="center" wrap gap={8}>
                    <Typography.Text strong>{k('refundTitle', { amount: isolated(formatMoney(refund.amount)) })}</Typography.Text>
                    {refund.dispute && (
                      <Tag color={DISPUTE_COLORS[refund.dispute.status]}>
                        {t(`orders.problems.disputeStatuses.${refund.dispute.status}`)}
                      </Tag>
                    )}
                  </Flex>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {k('refundBy', { name: refund.createdByName, when: leftToRight(dateTimeIn(refund.createdAt, clock.zone)) })}
                  </Typography.Text>
                  {refund.whole ? (
                    <div>{k('wholeOrder')}</div>
                  ) : (
                    refund.lines.map((line) => (
                      <Flex key={`${line.line}-${line.reason}`} justify="space-between" wrap gap={8}>
                        <span style={{ overflowWrap: 'anywhere' }} data-testid="refund-line">
                          <bdi>{line.name}</bdi> × <bdi>{line.quantity}</bdi> · {t(`orders.problems.refundReasons.${line.reason}`)}
                        </span>
                        <Money value={line.amount} />
                      </Flex>
                    ))
                  )}
                  {refund.note && <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{refund.note}</div>}
                  <Flex wrap gap={8} align="center" style={{ marginTop: 4 }}>
                    <span>
                      {k('liable')}: <span data-testid="refund-liable">{party(refund.liable)}</span>
                    </span>
                    {changeButton({ kind: 'refund', refund, liable: refund.liable })}
                  </Flex>
                  {refund.charge < 0 && (
                    <div>
                      {k('charge')}: <Money value={refund.charge} strong />
                    </div>
                  )}
                  {refund.dispute && (
                    <div style={{ overflowWrap: 'anywhere' }}>
                      {k('disputeBy', { name: refund.dispute.openedByName, comment: refund.dispute.comment })}
                      {refund.dispute.decidedByName && (
                        <Typography.Text type="secondary" style={{ display: 'block' }}>
                          {k('decision', { name: refund.dispute.decidedByName })}
                          {refund.dispute.decisionNote ? ` · ${refund.dispute.decisionNote}` : ''}
                        </Typography.Text>
                      )}
                    </div>
                  )}
                  {disputable && (
                    <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
                      <Button onClick={() => onDispute!(refund)} data-testid="dispute-refund">
                        {t('orders.problems.dispute.action')}
                      </Button>
                      <Typography.Text type="secondary">
                        {k('disputeUntil', { date: leftToRight(dateTimeIn(refund.disputeDeadline, clock.zone)) })}
                      </Typography.Text>
                    </Flex>
                  )}
                </List.Item>
              );
            }}
          />
        )}
        {liabilityChanges.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>{k('liabilityChanges')}</Typography.Text>}
            dataSource={liabilityChanges}
            rowKey={(c) => `${c.refundId ?? 'cancellation'}-${c.createdAt}`}
            renderItem={(change) => (
              <List.Item style={{ overflowWrap: 'anywhere' }}>
                {k('liabilityChange', {
                  from: party(change.from),
                  to: party(change.to),
                  name: change.changedByName,
                  when: leftToRight(dateTimeIn(change.createdAt, clock.zone)),
                  note: change.note,
                })}
              </List.Item>
            )}
          />
        )}
      </Flex>
    </section>
  );
}
