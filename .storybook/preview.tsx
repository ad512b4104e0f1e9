// Must come first: lets antd 5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import type { Preview } from '@storybook/react-vite';
import { withAppProviders } from './withAppProviders';

const preview: Preview = {
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story test (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
