import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Admin order desks (issue: orders). */
export default function AdminOrdersPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.orders')} />;
}
