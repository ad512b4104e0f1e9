import { useGetIdentity } from '@refinedev/core';
import { Flex, Skeleton } from 'antd';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import type { SessionUser } from '../../domain/roles';
import { BusinessLoadError } from './BusinessLoadError';
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
  const { save, saving, error: saveError } = useSaveBusiness(type, business?._id, () => refetch());
  const service = useSaveBusiness(type, business?._id, () => refetch());
  const { data: user } = useGetIdentity<SessionUser>();

  if (error || (!isLoading && type && !business)) return <BusinessLoadError onRetry={refetch} />;
  if (isLoading || !business || !type) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Flex vertical gap={16}>
      <SettingsForm key={business._id} business={business} type={type} onSubmit={save} saving={saving} saveError={saveError} />
      {/* A restaurant admin edits the restaurant's info only. */}
      {user && user.role !== 'admin_restaurant' && (
        <ServiceSettings key={`service-${business._id}`} business={business} onSave={service.save} saving={service.saving} saveError={service.error} />
      )}
    </Flex>
  );
}
