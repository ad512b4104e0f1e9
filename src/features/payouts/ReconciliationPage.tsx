import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { BankOutlined } from '@ant-design/icons';
import { DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { ListPageCard } from '../../components/ListPageCard';
import { lastEndedWeek, weekEndDay, weekOf } from '../../domain/statements';
import { ReconciliationReport, type Reconciliation } from './ReconciliationReport';

const DAY = /^\d{4}-\d\d-\d\d$/;

/** The four weeks that ended last, Monday to Sunday on Morocco's calendar: the period shown first. */
function lastFourWeeks(now: Date): [string, string] {
  const last = lastEndedWeek(now);
  let first = last;
  for (let i = 0; i < 3; i++) first = weekOf(new Date(first.start.getTime() - 1));
  return [first.weekStart, weekEndDay(last)];
}

/** /payouts/reconciliation: a period's orders, ledger, statements and payouts side by side (days in the address). */
export default function ReconciliationPage() {
  const t = useTranslate();
  const k = (key: string) => t(`payouts.reconciliationPage.${key}`);
  const [params, setParams] = useSearchParams();
  const [defaultFrom, defaultTo] = lastFourWeeks(new Date());
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : defaultFrom;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : defaultTo;

  const { query } = useCustom<Reconciliation, HttpError>({
    url: 'payouts.reconciliation',
    method: 'get',
    meta: { from, to },
    errorNotification: false,
  });

  return (
    <ListPageCard title={k('title')} intro={k('intro')}>
      <Flex wrap gap={12} justify="space-between" align="end" style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Typography.Text id="reconciliation-period">{k('period')}</Typography.Text>
          <DatePicker.RangePicker
            aria-labelledby="reconciliation-period"
            value={[dayjs(from), dayjs(to)]}
            format="DD/MM/YYYY"
            allowClear={false}
            onChange={(days) => {
              if (!days?.[0] || !days[1]) return;
              setParams({ from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') }, { replace: true });
            }}
          />
        </Flex>
        <LinkButton to="/payouts">
          <BankOutlined aria-hidden /> {k('back')}
        </LinkButton>
      </Flex>
      <ReconciliationReport
        // A new period shows it is loading rather than the last period's figures.
        report={query.data?.data.from === from && query.data.data.to === to ? query.data.data : undefined}
        failed={query.isError}
        error={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    </ListPageCard>
  );
}
