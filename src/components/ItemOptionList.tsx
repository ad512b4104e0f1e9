import { useTranslate } from '@refinedev/core';
import { Typography } from 'antd';
import { optionsPreview, optionSummary, type ProductOption } from '../domain/catalogue';

export interface ItemOptionListProps {
  options: Pick<ProductOption, 'name' | 'option'>[];
  /** Where the texts are in the catalogue: `options`, `noOptions` and, with `preview`, `more`. */
  textsFrom: string;
  /** Only the first few options, then '+N more' (a pack's card). */
  preview?: boolean;
}

/** An item's options on its card, one line each ("Size: Regular, Large"), or that it has none. */
export function ItemOptionList({ options, textsFrom, preview }: ItemOptionListProps) {
  const t = useTranslate();
  const { shown, more } = preview ? optionsPreview(options) : { shown: options, more: 0 };
  if (shown.length === 0)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t(`${textsFrom}.noOptions`)}
      </Typography.Text>
    );
  return (
    <div style={{ fontSize: 13 }}>
      <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={t(`${textsFrom}.options`)}>
        {shown.map((o, i) => (
          <li key={i}>{optionSummary(o)}</li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{t(`${textsFrom}.more`, { count: more })}</Typography.Text>}
    </div>
  );
}
