import { useTranslate } from '@refinedev/core';
import { Empty, Typography } from 'antd';
import { useLocation } from 'react-router';

/** A titled stand-in for a screen that is not built yet. */
export function Placeholder({ title }: { title: string }) {
  const t = useTranslate();
  return (
    <section>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Empty description={t('app.comingSoon')} />
    </section>
  );
}

export default function PlaceholderPage() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const word = pathname.replace(/^\//, '').split('/')[0] ?? '';
  return <Placeholder title={t(`app.placeholderTitles.${word}`, undefined, word.charAt(0).toUpperCase() + word.slice(1))} />;
}
