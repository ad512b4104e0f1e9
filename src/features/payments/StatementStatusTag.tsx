import { useTranslate } from '@refinedev/core';
import { Flex, Tag, Typography } from 'antd';
import { LatinText } from '../../components/LatinText';
import { useClock } from '../../components/useClock';
import { dateIn } from '../../domain/clock';
import type { Statement } from './types';

/** A closed statement awaits its payout; a paid one says when, and the bank's reference (collected when the partner owed). */
export function StatementStatusTag({ statement }: { statement: Pick<Statement, 'status' | 'payout' | 'summary'> }) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.statements.${key}`, options);
  const clock = useClock();
  const { payout } = statement;
  if (statement.status !== 'paid' || !payout) return <Tag color="warning">{k('statuses.closed')}</Tag>;
  const date = dateIn(payout.recordedAt, clock.zone);
  return (
    <Flex vertical gap={2} align="start">
      <Tag color="success" style={{ margin: 0 }}>
        {k('statuses.paid')}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {k(statement.summary.net < 0 ? 'collectedOn' : 'paidOn', { date })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {k('reference')} <LatinText>{payout.bankReference}</LatinText>
      </Typography.Text>
    </Flex>
  );
}
