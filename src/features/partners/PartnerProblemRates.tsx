import { useCustom, type HttpError } from '@refinedev/core';
import { ProblemRatesSection, type ProblemRates } from './ProblemRatesSection';

/** A business's week of cancellations and refunds on the partner's details, read through Refine. */
export function PartnerProblemRates({ businessId }: { businessId: string }) {
  const { query } = useCustom<ProblemRates, HttpError>({
    url: 'problemsDesk.businessRates',
    method: 'get',
    meta: { businessId },
    errorNotification: false,
  });
  return <ProblemRatesSection rates={query.data?.data} failed={query.isError} onRetry={() => void query.refetch()} />;
}
