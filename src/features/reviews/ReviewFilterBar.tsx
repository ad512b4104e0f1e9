import { useTranslate } from '@refinedev/core';
import { Checkbox, Flex, Select } from 'antd';
import { STAR_VALUES } from '../../domain/reviews';
import type { ReviewFilters } from './types';

/** Stars, with a comment, not answered yet: each change sent to the server at once. */
export function ReviewFilterBar({ filters, onChange }: { filters: ReviewFilters; onChange: (change: ReviewFilters) => void }) {
  const t = useTranslate();
  return (
    <Flex wrap gap={12} align="center" role="search" aria-label={t('reviews.filters')}>
      <Select<number | 0>
        aria-label={t('reviews.starsFilter')}
        value={filters.stars ?? 0}
        onChange={(stars) => onChange({ stars: stars || undefined })}
        style={{ minWidth: 150 }}
        options={[
          { value: 0, label: t('reviews.allStars') },
          ...[...STAR_VALUES]
            .reverse()
            .map((s) => ({ value: s, label: s === 1 ? t('reviews.starsLabelOne') : t('reviews.starsLabel', { stars: s }) })),
        ]}
      />
      <Checkbox checked={!!filters.withComment} onChange={(e) => onChange({ withComment: e.target.checked || undefined })}>
        {t('reviews.withComment')}
      </Checkbox>
      <Checkbox checked={!!filters.unanswered} onChange={(e) => onChange({ unanswered: e.target.checked || undefined })}>
        {t('reviews.unanswered')}
      </Checkbox>
    </Flex>
  );
}
