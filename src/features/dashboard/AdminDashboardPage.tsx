import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Admin dashboard (issue: dashboards). */
export default function AdminDashboardPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.dashboard')} />;
}
