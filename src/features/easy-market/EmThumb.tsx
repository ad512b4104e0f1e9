import { useTranslate } from '@refinedev/core';
import { PictureOutlined } from '@ant-design/icons';

/** A square picture of a category or product, or a grey placeholder when it has none (decorative when `alt` is empty). */
export function EmThumb({ src, alt, size = 48 }: { src?: string; alt: string; size?: number }) {
  const t = useTranslate();
  const box = { width: size, height: size, borderRadius: 6, flex: 'none' } as const;
  if (src)
    return <img src={src} alt={alt} loading="lazy" style={{ ...box, objectFit: 'cover', background: '#f5f5f5', display: 'block' }} />;
  return (
    <span
      {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('easyMarket.noImage') })}
      style={{ ...box, display: 'grid', placeItems: 'center', background: '#f5f5f5', color: '#595959' }}
    >
      <PictureOutlined aria-hidden />
    </span>
  );
}
