import type { ThemeConfig } from 'antd';

/** Brand colours chosen so text on them passes WCAG AA contrast (antd's defaults do not). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b57c2',
    colorInfo: '#0b57c2',
    colorSuccess: '#2e7d0f',
    colorWarning: '#ad5700',
    colorError: '#c4161c',
    colorLink: '#0b57c2',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "'Noto Sans', -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
};
