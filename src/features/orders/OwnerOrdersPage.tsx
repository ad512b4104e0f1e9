import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** New and current orders of a business (issue: orders). */
export default function OwnerOrdersPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.ordersNow')} />;
}
