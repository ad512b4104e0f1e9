import { useTranslate } from '@refinedev/core';
import { Pill } from '../../components/Pill';
import { PRAISE_TAGS, type ReviewTag } from '../../domain/reviews';

/** A tag a customer ticked: green when it praises, red when it complains; with its count in the summary. */
export function TagPill({ tag, count }: { tag: ReviewTag; count?: string }) {
  const t = useTranslate();
  return (
    <Pill tone={PRAISE_TAGS.includes(tag) ? 'green' : 'red'}>
      {t(`reviews.tags.${tag}`)}
      {count !== undefined && ` · ${count}`}
    </Pill>
  );
}
