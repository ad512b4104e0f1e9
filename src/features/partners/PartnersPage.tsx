import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Partner tables by role (issue: admin). */
export default function PartnersPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.partners')} />;
}
