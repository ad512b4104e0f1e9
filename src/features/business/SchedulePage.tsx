import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Opening schedule (issue: settings and schedule). */
export default function SchedulePage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.schedule')} />;
}
