import { useTranslate } from '@refinedev/core';
import { Placeholder } from '../../components/PlaceholderPage';

/** Easy Market editor (issue: Easy Market). */
export default function EasyMarketPage() {
  const t = useTranslate();
  return <Placeholder title={t('nav.easyMarket')} />;
}
