import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
  },
};
export default preview;
