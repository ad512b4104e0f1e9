import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from './navigation';
import { useButtonLook, type ButtonLook } from './PlainButton';

/**
 * A link in antd Button's look (`<a href>`: it opens in a new tab, works before the app's script has arrived on
 * prerendered pages, and a plain click stays inside the app), drawn with antd's tokens: the landing page is a
 * first download too.
 */
export function LinkButton({
  to,
  children,
  style,
  ...look
}: Omit<ButtonLook, 'disabled' | 'loading' | 'block'> & { to: string; children: ReactNode; style?: CSSProperties }) {
  const button = useButtonLook(look);
  return (
    <AppLink to={to} {...button.handlers} style={{ ...button.style, ...style }}>
      {children}
    </AppLink>
  );
}
