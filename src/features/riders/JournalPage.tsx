import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Rider journal (issue: admin). */
export default function JournalPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.riderList')} />;
}
