import { useTranslate } from '@refinedev/core';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import type { Answer } from '../../api/types';
import { ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { formatCount } from '../../i18n/format';

export type Reconciliation = Answer<'getReconciliation'>;
type Check = Reconciliation['checks'][number];

export interface ReconciliationReportProps {
  /** Undefined until the first answer. */
  report?: Reconciliation;
  failed?: boolean;
  /** The server's words when it refused the period. */
  error?: string;
  onRetry?: () => void;
}

/** One side of a check: what it counts and adds up to. */
function Side({ label, side }: { label: string; side: Check['left'] }) {
  const t = useTranslate();
  return (
    <Flex vertical gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text>
        {t('payouts.reconciliationPage.count')}: <bdi>{formatCount(side.count)}</bdi>
      </Typography.Text>
      <Typography.Text>
        {t('payouts.reconciliationPage.amount')}: <Money value={side.amount} strong />
      </Typography.Text>
    </Flex>
  );
}

/**
 * A period's reconciliation: each pair of figures that must agree (delivered orders and the ledger's sales,
 * statements and their entries, statements paid and payout entries) side by side, with their difference:
 * 0 in green, anything else in red.
 */
export function ReconciliationReport({ report, failed, error, onRetry }: ReconciliationReportProps) {
  const t = useTranslate();
  const k = (key: string) => t(`payouts.reconciliationPage.${key}`);
  if (failed) return <ListFailedAlert message={k('loadFailed')} description={error} retryText={k('retry')} onRetry={onRetry} />;
  if (!report)
    return (
      <Flex vertical gap={8} aria-busy>
        <Typography.Text type="secondary">{k('loading')}</Typography.Text>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      {report.checks.map((check) => {
        const balanced = check.difference === 0;
        return (
          <Card
            key={check.key}
            size="small"
            title={
              <Typography.Title level={2} style={{ fontSize: 15, margin: 0, whiteSpace: 'normal' }}>
                {t(`payouts.reconciliationPage.checks.${check.key}.title`)}
              </Typography.Title>
            }
            data-testid={`check-${check.key}`}
          >
            <Flex wrap gap={16} align="start">
              <Side label={t(`payouts.reconciliationPage.checks.${check.key}.left`)} side={check.left} />
              <Side label={t(`payouts.reconciliationPage.checks.${check.key}.right`)} side={check.right} />
              <Flex vertical gap={2} style={{ flex: '1 1 140px' }}>
                <Typography.Text type="secondary">{k('difference')}</Typography.Text>
                <Typography.Text type={balanced ? 'success' : 'danger'} strong data-testid="difference">
                  <Money value={check.difference} />
                </Typography.Text>
                {balanced ? (
                  <Tag color="success" icon={<CheckCircleOutlined aria-hidden />} style={{ alignSelf: 'start' }}>
                    {k('balanced')}
                  </Tag>
                ) : (
                  <Tag color="error" icon={<WarningOutlined aria-hidden />} style={{ alignSelf: 'start' }}>
                    {k('difference')}
                  </Tag>
                )}
              </Flex>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
