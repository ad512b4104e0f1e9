import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Owner sales dashboard (issue: dashboards). */
export default function OwnerDashboardPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.dashboard')} />;
}
