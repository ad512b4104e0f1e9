import { useState } from 'react';
import { useGetIdentity, useTranslate, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import { Flex, Skeleton } from 'antd';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import type { BusinessType, SessionUser } from '../../domain/roles';
import type { SettingsValues } from '../../domain/settings';
import { BusinessLoadError } from './BusinessLoadError';
import { EscalationSection } from './EscalationSection';
import { ServiceSettings } from './ServiceSettings';
import { SettingsForm } from './SettingsForm';
import type { BusinessRecord } from './types';
import { useSaveBusiness } from './useSaveBusiness';

/**
 * Business settings: the owner's own (/manage/restaurant, /manage/store), any business for an admin
 * (/settings/{besniseType}/{id}), the linked restaurant's info for a restaurant admin (/settings); the kitchen
 * settings under them.
 */
export default function SettingsPage() {
  const { business, type, isLoading, error, refetch } = useCurrentBusiness<BusinessRecord>();
  const service = useSaveBusiness(type, business?._id, () => refetch());
  const { data: user } = useGetIdentity<SessionUser>();

  if (error || (!isLoading && type && !business)) return <BusinessLoadError onRetry={refetch} />;
  if (isLoading || !business || !type) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Flex vertical gap={16}>
      <Settings
        key={business._id}
        business={business}
        type={type}
        onSaved={refetch}
        scheduleHref={
          user?.role === 'admin' ? `/shedual/${type}/${business._id}` : user?.role === 'admin_restaurant' ? undefined : '/manage/shedule'
        }
      />
      {/* A restaurant admin edits the restaurant's info only. */}
      {user && user.role !== 'admin_restaurant' && (
        <ServiceSettings
          key={`service-${business._id}`}
          business={business}
          onSave={service.save}
          saving={service.saving}
          saveError={service.error}
        />
      )}
      {user && user.role !== 'admin_restaurant' && <EscalationSection key={`escalation-${business._id}`} type={type} id={business._id} />}
    </Flex>
  );
}

/**
 * The settings saved with Refine's useForm (PUT /{type}/update/{id}): 'Saved' on success; a refusal is said
 * once, on its fields or above the form, which keeps what was typed. The business comes from the page.
 */
function Settings({
  business,
  type,
  onSaved,
  scheduleHref,
}: {
  business: BusinessRecord;
  type: BusinessType;
  onSaved: () => void;
  scheduleHref?: string;
}) {
  const t = useTranslate();
  const [saveError, setSaveError] = useState<string>();
  const { formProps, formLoading } = useForm<BusinessRecord, HttpError, SettingsValues>({
    resource: 'businesses',
    action: 'edit',
    id: business._id,
    meta: { type },
    queryOptions: { enabled: false },
    redirect: false,
    successNotification: () => ({ message: t('messages.settingsUpdated'), type: 'success' }),
    errorNotification: false,
    onMutationSuccess: () => {
      setSaveError(undefined);
      onSaved();
    },
    onMutationError: (e, values) => {
      const onFields = Object.keys(e.errors ?? {}).some((field) => field in values);
      setSaveError(onFields ? undefined : (e.message ?? t('messages.identityFailed')));
    },
  });
  return (
    <SettingsForm
      business={business}
      type={type}
      formProps={formProps}
      saving={formLoading}
      saveError={saveError}
      scheduleHref={scheduleHref}
    />
  );
}
