import type { ReactNode } from 'react';
import { theme as antdTheme } from 'antd';
import { theme } from '../theme';
import { LocaleConfig } from './LocaleConfig';
import { NavigationContext, type Navigation } from './navigation';

/** The text every public page starts from, as antd's App gives the signed-in app (without App's message, notification and modal hooks). */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * What wraps a public page, alike in the signed-out entry (src/PublicApp.tsx) and in its HTML rendered at build
 * time (src/prerender/render.tsx): the page the app mounts is then the very page the phone painted first, to the pixel.
 */
export function PublicFrame({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return (
    <NavigationContext.Provider value={navigation}>
      <LocaleConfig theme={theme}>
        <BaseText>{children}</BaseText>
      </LocaleConfig>
    </NavigationContext.Provider>
  );
}
