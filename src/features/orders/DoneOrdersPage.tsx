import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Finished orders of a business (issue: orders). */
export default function DoneOrdersPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.ordersDone')} />;
}
