import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Packs of a business (issue: catalogue). */
export default function PacksPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.packs')} />;
}
