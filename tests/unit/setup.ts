import '@ant-design/v5-patch-for-react-19';
import '@testing-library/jest-dom/vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';

// The tests render and translate signed-in screens: the whole catalogue, as the signed-in app has it.
await i18nProvider.loadWhole();

// antd reads media queries; jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
