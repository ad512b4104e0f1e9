import { Skeleton } from 'antd';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { BusinessLoadError } from './BusinessLoadError';
import { SettingsForm } from './SettingsForm';
import type { BusinessRecord } from './types';
import { useSaveBusiness } from './useSaveBusiness';

/**
 * Business settings: the owner's own (/manage/restaurant, /manage/store), any business for an admin
 * (/settings/{besniseType}/{id}), the linked restaurant's info for a restaurant admin (/settings).
 */
export default function SettingsPage() {
  const { business, type, isLoading, error, refetch } = useCurrentBusiness<BusinessRecord>();
  const { save, saving, error: saveError } = useSaveBusiness(type, business?._id, () => refetch());

  if (error || (!isLoading && type && !business)) return <BusinessLoadError onRetry={refetch} />;
  if (isLoading || !business || !type) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <SettingsForm key={business._id} business={business} type={type} onSubmit={save} saving={saving} saveError={saveError} />;
}
