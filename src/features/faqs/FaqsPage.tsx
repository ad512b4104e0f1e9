import { useTranslate } from '@refinedev/core';
import { Typography } from 'antd';
import { FaqsAccordion } from './FaqsAccordion';

export default function FaqsPage() {
  const t = useTranslate();
  return (
    <div style={{ maxWidth: 880 }}>
      <Typography.Title level={2}>{t('faqs.title')}</Typography.Title>
      <Typography.Paragraph>{t('faqs.intro')}</Typography.Paragraph>
      <FaqsAccordion />
    </div>
  );
}
