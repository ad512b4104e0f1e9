import { Flex, Skeleton } from 'antd';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { BusinessLoadError } from './BusinessLoadError';
import { ClosuresEditor } from './ClosuresEditor';
import { ScheduleManager } from './ScheduleManager';
import type { BusinessRecord } from './types';
import { useSaveBusiness } from './useSaveBusiness';

/** Opening schedule and exceptional closures: the owner's own (/manage/shedule) or any business for an admin (/shedual/{besniseType}/{id}). */
export default function SchedulePage() {
  const { business, type, isLoading, error, refetch } = useCurrentBusiness<BusinessRecord>();
  const { save, saving, error: saveError } = useSaveBusiness(type, business?._id, () => refetch());
  const closures = useSaveBusiness(type, business?._id, () => refetch());

  if (error || (!isLoading && type && !business)) return <BusinessLoadError onRetry={refetch} />;
  if (isLoading || !business || !type) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Flex vertical gap={16}>
      <ScheduleManager key={business._id} business={business} type={type} onSave={save} saving={saving} saveError={saveError} />
      <ClosuresEditor closures={business.closures ?? []} onSave={closures.save} saving={closures.saving} saveError={closures.error} />
    </Flex>
  );
}
