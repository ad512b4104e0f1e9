import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Business settings (issue: settings and schedule). */
export default function SettingsPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.settings')} />;
}
