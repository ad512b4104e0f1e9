import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { Answer, RequestBody } from '../../api/types';
import type { BusinessType } from '../../domain/roles';
import { localizeMessage } from '../../i18n/serverMessage';
import { EscalationSettings } from './EscalationSettings';

/** The business's escalation settings, read and saved through the endpoint table (businesses.escalation). */
export function EscalationSection({ type, id }: { type: BusinessType; id: string }) {
  const t = useTranslate();
  const meta = { type, id };
  const { query } = useCustom<Answer<'getEscalationSettings'>, HttpError>({
    url: 'businesses.escalation',
    method: 'get',
    meta,
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<Answer<'updateEscalationSettings'>, HttpError>();
  const [error, setError] = useState<string>();

  if (query.error)
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          message={t('service.escalation.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('service.escalation.retry')}</Button>}
        />
      </Card>
    );
  const settings = query.data?.data;
  if (!settings) return <Skeleton active paragraph={{ rows: 6 }} />;

  const save = async (values: RequestBody<'updateEscalationSettings'>) => {
    setError(undefined);
    try {
      await mutateAsync({
        url: 'businesses.saveEscalation',
        method: 'put',
        values,
        meta,
        successNotification: () => ({ message: t('messages.settingsUpdated'), type: 'success' }),
        errorNotification: false,
      });
      await query.refetch();
      return true;
    } catch (e) {
      const problem = e as HttpError | undefined;
      setError(problem?.message ? localizeMessage(t, problem.message, problem.code) : t('messages.identityFailed'));
      return false;
    }
  };
  return (
    <EscalationSettings key={JSON.stringify(settings)} settings={settings} onSave={save} saving={mutation.isPending} saveError={error} />
  );
}
