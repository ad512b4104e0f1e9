import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Space } from 'antd';
import { useParams } from 'react-router';
import { JournalHistory } from './JournalHistory';
import { JournalView } from './JournalView';
import type { RiderJournal } from './types';

/** /journal/{id}: a rider's journal since the last payment (the admin confirms the payment here), then every order they carried. */
export default function JournalPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { result, query } = useCustom<RiderJournal, HttpError>({
    url: 'riders.journal',
    method: 'get',
    meta: { id },
    queryOptions: { enabled: !!id, retry: false },
    errorNotification: false,
  });
  const { mutateAsync: confirm, mutation } = useCustomMutation<{ message: string }, HttpError>();
  const data = result?.data;

  const onConfirm = () =>
    confirm(
      {
        url: 'riders.confirmPayment',
        method: 'post',
        values: {},
        meta: { id },
        successNotification: () => ({ type: 'success', message: t('messages.paymentSuccess') }),
        errorNotification: (error) => ({ type: 'error', message: error?.message ?? t('riders.journal.loadFailed') }),
      },
      { onSettled: () => void query.refetch() },
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <JournalView
        data={data}
        loading={query.isLoading}
        error={query.error ? { statusCode: query.error.statusCode, message: query.error.message } : null}
        onRetry={() => void query.refetch()}
        onConfirm={onConfirm}
        confirming={mutation.isPending}
      />
      {data && id && <JournalHistory riderId={id} />}
    </Space>
  );
}
