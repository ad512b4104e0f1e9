import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Rider list (issue: admin). */
export default function RidersPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.riderList')} />;
}
