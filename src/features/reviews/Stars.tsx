import { useTranslate } from '@refinedev/core';
import { MAX_STARS } from '../../domain/reviews';

const FILLED = '#b35c00';
const EMPTY = '#bfbfbf';

/** A rating as five stars, said in words to screen readers ("4 out of 5 stars"). */
export function Stars({ stars, size = 18 }: { stars: number; size?: number }) {
  const t = useTranslate();
  return (
    <span role="img" aria-label={t('reviews.stars', { stars })} style={{ fontSize: size, letterSpacing: 2, whiteSpace: 'nowrap' }}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <span key={i} aria-hidden style={{ color: i < stars ? FILLED : EMPTY }}>
          ★
        </span>
      ))}
    </span>
  );
}
