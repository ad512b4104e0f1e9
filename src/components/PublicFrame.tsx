import type { ReactNode } from 'react';
import { token } from '../designTokens';
import { NavigationContext, type Navigation } from './navigation';
import { useDocumentLocale } from './useDocumentLocale';

/** The text every public page starts from, as antd's App gives the signed-in app (without App's message, notification and modal hooks). */
function BaseText({ children }: { children: ReactNode }) {
  useDocumentLocale();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * What wraps a public page, alike in the signed-out entry (src/PublicApp.tsx) and in its HTML rendered at build
 * time (src/prerender/render.tsx): the page the app mounts is then the very page the phone painted first, to the
 * pixel. No antd here (its theme engine, its ConfigProvider): the public pages draw with plain controls and
 * designTokens, so a phone's first download carries none of it.
 */
export function PublicFrame({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return (
    <NavigationContext.Provider value={navigation}>
      <BaseText>{children}</BaseText>
    </NavigationContext.Provider>
  );
}
