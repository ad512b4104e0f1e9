import { useTranslate } from '@refinedev/core';
import { Card, Skeleton, Typography } from 'antd';
import { ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';

export interface BalanceCardProps {
  /** The business's balance in dh (positive: the platform owes it); undefined until the first answer. */
  balance?: number;
  failed?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** What the platform and the partner owe each other, in words: who owes whom, then how much. */
export function BalanceCard({ balance, failed, error, onRetry }: BalanceCardProps) {
  const t = useTranslate();
  const k = (key: string) => t(`payments.balance.${key}`);
  const who = balance === undefined ? '' : balance > 0 ? k('owedToYou') : balance < 0 ? k('owedByYou') : k('settled');
  return (
    <Card title={k('title')} data-testid="payments-balance" style={{ height: '100%' }}>
      {failed ? (
        <ListFailedAlert message={k('loadFailed')} description={error} retryText={t('payments.retry')} onRetry={onRetry} />
      ) : balance === undefined ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Typography.Text>{who}</Typography.Text>
          <div style={{ fontSize: 28, lineHeight: 1.3 }} data-testid="payments-balance-amount">
            <Money value={Math.abs(balance)} strong />
          </div>
          <Typography.Text type="secondary">{k('hint')}</Typography.Text>
        </>
      )}
    </Card>
  );
}
