import { operation, param, type EndpointTable, type RequestBody } from './types';

/** The admin's order-problems desk (issue 43 part 6): cancelled orders, refunds, disputes, late orders, weekly rates. */
export const problemsDeskEndpoints: EndpointTable = {
  problemsDesk: {
    /** What the desk and the admin overview count: open disputes, late orders, this week's cancellations and refunds. */
    summary: operation('getProblemsSummary', { method: 'GET', path: () => '/admin/problems/summary' }),
    /** One business's cancellation and refund rates for a week: meta { businessId, weekStart? }. */
    businessRates: operation('getBusinessProblemRates', {
      method: 'GET',
      path: (p) =>
        `/admin/businesses/${param(p, 'businessId')}/problem-rates${p.meta?.weekStart ? `?weekStart=${param(p, 'weekStart')}` : ''}`,
    }),
  },
  /** Cancelled orders, server-paged: filters from, to, by, liable, type, q. */
  problemCancellations: {
    getList: operation('listCancelledOrders', { method: 'GET', path: () => '/admin/problems/cancellations' }),
  },
  /** Refunds, server-paged: filters from, to, liable, type, disputed. */
  problemRefunds: {
    getList: operation('listProblemRefunds', { method: 'GET', path: () => '/admin/problems/refunds' }),
  },
  /** Disputed refunds, server-paged: filter status (open | upheld | reversed). */
  problemDisputes: {
    getList: operation('listDisputes', { method: 'GET', path: () => '/admin/problems/disputes' }),
    /** An admin's decision on a dispute: meta { disputeId }, values { decision: uphold | reverse, note? }. */
    decide: operation('decideDispute', {
      method: 'POST',
      path: (p) => `/admin/disputes/${param(p, 'disputeId')}/decision`,
      body: (p) => p.variables as RequestBody<'decideDispute'>,
    }),
  },
  /** Accepted orders past their ready time, server-paged: filter type. */
  problemLate: {
    getList: operation('listLateOrders', { method: 'GET', path: () => '/admin/problems/late' }),
  },
  /** Each business's week, server-paged: filters weekStart, type. */
  problemRates: {
    getList: operation('listProblemRates', { method: 'GET', path: () => '/admin/problems/rates' }),
  },
};
