import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Owner FAQs (issue: dashboards and help). */
export default function FaqsPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.faqs')} />;
}
