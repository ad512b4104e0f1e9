import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import type { Answer } from '../../api/types';
import { BankDetailsSection } from './BankDetailsSection';
import { titled } from './usePartnerActions';

/** A business's bank details on the partner's details: read, and its RIB verified, through Refine's hooks. */
export function PartnerBankDetails({ businessId, businessName }: { businessId: string; businessName: string }) {
  const t = useTranslate();
  const { query } = useCustom<Answer<'getBankDetails'>, HttpError>({
    url: 'partnerBankDetails.get',
    method: 'get',
    meta: { businessId },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<Answer<'verifyRib'>, HttpError>();

  const verify = async () => {
    await mutateAsync({
      url: 'partnerBankDetails.verify',
      method: 'post',
      // The RIB as shown: one the owner entered since is refused, and the new one shown instead.
      values: { ribChangedAt: query.data?.data.rib?.changedAt ?? null },
      meta: { businessId },
      successNotification: () => ({ type: 'success', message: t('payouts.bank.verifiedDone') }),
      errorNotification: (error) =>
        titled(t('payouts.bank.verifyFailed'), error?.code === 'ribChanged' ? t('payouts.bank.ribChanged') : error?.message),
    }).finally(() => void query.refetch());
  };

  return (
    <BankDetailsSection
      businessName={businessName}
      details={query.data?.data}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      verifying={mutation.isPending}
      onVerify={verify}
    />
  );
}
