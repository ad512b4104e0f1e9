import { useMemo, useState } from 'react';
import { useCustom, useCustomMutation, useSubscription, useTranslate, type HttpError } from '@refinedev/core';
import { Badge, Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPageCard } from '../../components/ListPageCard';
import { useNow } from '../../components/useNow';
import type { DisputeDecision } from '../../domain/orderProblems';
import { CancelledTable } from './CancelledTable';
import { DisputeDecisionDialog } from './DisputeDecisionDialog';
import { DisputesTable } from './DisputesTable';
import { LateTable } from './LateTable';
import { RatesTable } from './RatesTable';
import { RefundsTable } from './RefundsTable';
import {
  PROBLEM_VIEWS,
  type CancelledFilters,
  type DisputeFilters,
  type LateFilters,
  type ProblemOrder,
  type ProblemRefund,
  type ProblemsSummary,
  type ProblemView,
  type RatesFilters,
  type RatesRow,
  type RefundFilters,
} from './types';
import { useProblemList } from './useProblemList';
import { recentWeeks } from './weeks';

/** How many weeks the rates offer, this one first. */
const WEEKS_OFFERED = 12;
const CANCELLED_FIELDS = ['from', 'to', 'by', 'liable', 'type', 'q'] as const;
const REFUND_FIELDS = ['from', 'to', 'liable', 'type', 'disputed'] as const;
const DISPUTE_FIELDS = ['status'] as const;
const TYPE_FIELD = ['type'] as const;
const RATES_FIELDS = ['weekStart', 'type'] as const;

const isView = (value: string | null): value is ProblemView => (PROBLEM_VIEWS as readonly (string | null)[]).includes(value);

function CancelledView() {
  const { rows, list } = useProblemList<ProblemOrder, CancelledFilters>('problemCancellations', CANCELLED_FIELDS);
  return <CancelledTable rows={rows} {...list} />;
}

function RefundsView() {
  const { rows, list } = useProblemList<ProblemRefund, RefundFilters>('problemRefunds', REFUND_FIELDS);
  return <RefundsTable rows={rows} {...list} />;
}

function DisputesView({ onDecided }: { onDecided: () => void }) {
  const { rows, list, refetch } = useProblemList<ProblemRefund, DisputeFilters>('problemDisputes', DISPUTE_FIELDS, [
    { field: 'status', operator: 'eq', value: 'open' },
  ]);
  const [deciding, setDeciding] = useState<ProblemRefund | null>(null);
  const { mutateAsync } = useCustomMutation<Record<string, unknown>, HttpError>();
  const decide = async (decision: DisputeDecision, note: string | undefined) => {
    await mutateAsync({
      url: 'problemDisputes.decide',
      method: 'post',
      values: { decision, ...(note ? { note } : {}) },
      meta: { disputeId: deciding!.dispute!._id },
      errorNotification: false,
      successNotification: false,
    });
    refetch();
    onDecided();
  };
  return (
    <>
      <DisputesTable rows={rows} {...list} onDecide={setDeciding} />
      <DisputeDecisionDialog refund={deciding} onDecide={decide} onClose={() => setDeciding(null)} />
    </>
  );
}

function LateView() {
  const { rows, list } = useProblemList<ProblemOrder, LateFilters>('problemLate', TYPE_FIELD);
  const now = useNow();
  return <LateTable rows={rows} {...list} now={now} />;
}

function RatesView() {
  const { rows, list } = useProblemList<RatesRow, RatesFilters>('problemRates', RATES_FIELDS);
  const weeks = useMemo(() => recentWeeks(new Date(), WEEKS_OFFERED), []);
  return <RatesTable rows={rows} {...list} weeks={weeks} />;
}

/**
 * /order-problems: the admin's desk of what went wrong: cancelled orders, refunds, disputes to decide, late orders
 * and the week's rates. The tab and each list's filters and page live in the address; the open disputes and late
 * orders are counted on their tabs, refreshed by every order event.
 */
export default function OrderProblemsPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const view: ProblemView = isView(tab) ? tab : 'cancelled';
  const { query } = useCustom<ProblemsSummary, HttpError>({ url: 'problemsDesk.summary', method: 'get', errorNotification: false });
  const { refetch } = query;
  useSubscription({ channel: 'resources/orders', types: ['*'], onLiveEvent: () => void refetch() });
  const summary = query.data?.data;
  const counted: Partial<Record<ProblemView, number | undefined>> = { disputes: summary?.openDisputes, late: summary?.late };

  return (
    <ListPageCard title={t('problemsDesk.title')} intro={t('problemsDesk.intro')}>
      <Tabs
        activeKey={view}
        // Another tab starts with its own filters: the address keeps only the tab.
        onChange={(next) => setParams({ tab: next })}
        aria-label={t('problemsDesk.tabsLabel')}
        items={PROBLEM_VIEWS.map((key) => ({
          key,
          label: (
            <Flex gap={6} align="center">
              <span>{t(`problemsDesk.tabs.${key}`)}</span>
              {!!counted[key] && (
                <Badge count={counted[key]} overflowCount={999} color={key === 'disputes' ? 'gold' : 'red'} data-testid={`badge-${key}`} />
              )}
            </Flex>
          ),
        }))}
      />
      {view === 'cancelled' && <CancelledView />}
      {view === 'refunds' && <RefundsView />}
      {view === 'disputes' && <DisputesView onDecided={() => void refetch()} />}
      {view === 'late' && <LateView />}
      {view === 'rates' && <RatesView />}
    </ListPageCard>
  );
}
