import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Flex } from 'antd';
import { Money } from '../../components/Money';
import { useClock } from '../../components/useClock';
import { dateIn } from '../../domain/clock';
import { DisputeTag, LiableTag, Secondary, When } from './cells';
import type { ProblemRefund } from './types';

/** What was refunded: the whole order, or each line with its units and reason. */
export function RefundLines({ refund }: { refund: ProblemRefund }) {
  const t = useTranslate();
  if (refund.whole) return <span>{t('problemsDesk.wholeOrder')}</span>;
  return (
    <Flex vertical gap={0} style={{ maxWidth: 240 }}>
      {refund.lines.map((line) => (
        <span key={line.line}>
          {t('problemsDesk.lineText', {
            // The product's name in its own direction inside the sentence (Unicode's FSI … PDI).
            name: `\u2068${line.name}\u2069`,
            quantity: line.quantity,
            reason: t(`problemsDesk.refundReasons.${line.reason}`),
          })}
        </span>
      ))}
      {refund.note && (
        <Secondary>
          <bdi style={{ overflowWrap: 'anywhere' }}>{refund.note}</bdi>
        </Secondary>
      )}
    </Flex>
  );
}

/** The amount given back, and what it charges the business (when it does). */
export function RefundAmount({ refund }: { refund: ProblemRefund }) {
  const t = useTranslate();
  return (
    <Flex vertical gap={0} align="start" style={{ maxWidth: 160 }}>
      <Money value={refund.amount} strong />
      {refund.charge < 0 && (
        <Secondary>
          {t('problemsDesk.columns.charge')} <Money value={Math.abs(refund.charge)} />
        </Secondary>
      )}
    </Flex>
  );
}

export function RefundLiable({ refund }: { refund: ProblemRefund }) {
  return <LiableTag liable={refund.liable} />;
}

/** The dispute: its state and, once decided, by whom; before any, until when the business may dispute. */
export function RefundDispute({ refund, action }: { refund: ProblemRefund; action?: ReactNode }) {
  const t = useTranslate();
  const clock = useClock();
  const d = refund.dispute;
  if (!d) {
    if (refund.charge >= 0) return <Secondary>{t('problemsDesk.noDispute')}</Secondary>;
    return (
      <Secondary>{t('problemsDesk.disputeDeadline', { date: `\u2066${dateIn(refund.disputeDeadline, clock.zone)}\u2069` })}</Secondary>
    );
  }
  return (
    <Flex vertical gap={2} align="start" style={{ maxWidth: 260 }}>
      <DisputeTag status={d.status} />
      <bdi style={{ overflowWrap: 'anywhere' }}>“{d.comment}”</bdi>
      <Secondary>
        <bdi>{d.openedByName}</bdi> · <When at={d.createdAt} />
      </Secondary>
      {d.decidedByName && d.decidedAt && (
        <Secondary>
          {t('problemsDesk.decidedBy', { decision: t(`problemsDesk.disputeStatus.${d.status}`), name: d.decidedByName })} ·{' '}
          <When at={d.decidedAt} />
        </Secondary>
      )}
      {d.decisionNote && (
        <Secondary>
          <bdi style={{ overflowWrap: 'anywhere' }}>{d.decisionNote}</bdi>
        </Secondary>
      )}
      {action}
    </Flex>
  );
}
