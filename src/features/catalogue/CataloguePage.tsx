import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Menu or products management (issue: catalogue). */
export default function CataloguePage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.menu')} />;
}
