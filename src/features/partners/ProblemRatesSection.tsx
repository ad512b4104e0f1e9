import { useTranslate } from '@refinedev/core';
import { Alert, Button, Flex, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../api/types';
import { rateText } from '../../domain/commission';
import { i18nProvider } from '../../providers/i18nProvider';

export type ProblemRates = Answer<'getBusinessProblemRates'>;

export interface ProblemRatesSectionProps {
  /** The business's week; undefined until it has come. */
  rates: ProblemRates | undefined;
  failed?: boolean;
  onRetry?: () => void;
}

/** A business's cancellation and refund rates for the week running, on the partner's details. */
export function ProblemRatesSection({ rates, failed = false, onRetry }: ProblemRatesSectionProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`problemsDesk.partner.${key}`, options);
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        message={k('failed')}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('problemsDesk.retry')}
            </Button>
          )
        }
      />
    );
  if (!rates) return <Skeleton active paragraph={{ rows: 1 }} title={false} aria-label={k('loading')} />;
  const point = i18nProvider.getLocale() === 'en' ? '.' : ',';
  const percent = (rate: number) => t('problemsDesk.percent', { rate: rateText(rate, point) });
  return (
    <Flex vertical gap={8}>
      {rates.orders === 0 ? (
        <Typography.Text type="secondary">{k('noOrders')}</Typography.Text>
      ) : (
        <Flex gap={32} wrap>
          <Statistic
            title={k('cancellations')}
            value={percent(rates.cancellationRate)}
            valueRender={(node) => <bdi>{node}</bdi>}
            suffix={
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('problemsDesk.ofCount', { part: rates.cancelled, whole: rates.orders })}
              </Typography.Text>
            }
          />
          <Statistic
            title={k('refunds')}
            value={percent(rates.refundRate)}
            valueRender={(node) => <bdi>{node}</bdi>}
            suffix={
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('problemsDesk.ofCount', { part: rates.refunds, whole: rates.delivered })}
              </Typography.Text>
            }
          />
        </Flex>
      )}
      <Link to="/order-problems?tab=rates">{k('open')}</Link>
    </Flex>
  );
}
