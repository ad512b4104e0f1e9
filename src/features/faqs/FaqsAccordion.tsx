import { useTranslate } from '@refinedev/core';
import { Collapse, Typography } from 'antd';
import { faqs } from '../../i18n/areas/faqs';

const SECTIONS = Object.keys(faqs.sections) as (keyof typeof faqs.sections)[];

/** Account Management, Orders and Payments questions, each an accordion. */
export function FaqsAccordion() {
  const t = useTranslate();
  return (
    <>
      {SECTIONS.map((section) => (
        <section key={section} style={{ marginBottom: 24 }}>
          <Typography.Title level={3}>{t(`faqs.sections.${section}.title`)}</Typography.Title>
          <Collapse
            items={Object.keys(faqs.sections[section].items).map((item) => ({
              key: item,
              label: t(`faqs.sections.${section}.items.${item}.q`),
              children: <Typography.Paragraph style={{ margin: 0 }}>{t(`faqs.sections.${section}.items.${item}.a`)}</Typography.Paragraph>,
            }))}
          />
        </section>
      ))}
    </>
  );
}
