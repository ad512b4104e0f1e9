// Must come first: lets antd 5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import '../src/components/plainControls.css';
import '../src/components/latinText.css';
import type { Preview } from '@storybook/react-vite';
import { i18nProvider } from '../src/providers/i18nProvider';
import { assertNoHorizontalOverflow } from './overflow';
import { withAppProviders } from './withAppProviders';

// Stories draw signed-in screens without logging in: every language's whole catalogue, not the public pages' words alone.
const wholeCatalogue = i18nProvider.loadWhole();

const preview: Preview = {
  decorators: [withAppProviders],
  // The toolbar's language also sets the direction: Arabic renders right-to-left.
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'fr', title: 'Français (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await wholeCatalogue;
      await i18nProvider.changeLocale((globals.locale as string | undefined) ?? 'en');
      return {};
    },
  ],
  // Nothing sticks out sideways (a long French word, an Arabic layout mirrored the wrong way): the page
  // never scrolls horizontally.
  afterEach: async ({ canvasElement, globals }) => {
    await assertNoHorizontalOverflow(canvasElement, String(globals.locale ?? 'en'));
  },
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story test (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
