import type { ThemeConfig } from 'antd';

/**
 * antd's preset palettes (Tag color="green", Badge, …) put shade 7 text on shade 1 and white text on shade 6;
 * for orange, gold, yellow, lime, green, cyan and volcano that is below WCAG AA (4.5:1 at 12 px).
 * These shades are taken from antd's own palettes, one or two steps darker, so the colours keep their look.
 */
const presetShades = {
  blue6: '#0958d9',
  magenta6: '#c41d7f',
  pink6: '#c41d7f', // antd's older name for magenta
  red6: '#cf1322',
  volcano6: '#d4380d',
  volcano7: '#ad2102',
  orange6: '#ad4e00',
  orange7: '#ad4e00',
  gold6: '#874d00',
  gold7: '#874d00',
  yellow6: '#876800',
  yellow7: '#876800',
  lime6: '#3f6600',
  lime7: '#3f6600',
  green6: '#237804',
  green7: '#237804',
  cyan6: '#006d75',
  cyan7: '#006d75',
} as const;

/** Brand colours chosen so text on them passes WCAG AA contrast (antd's defaults do not). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b57c2',
    // Hover and active shades stay dark enough for white text (antd lightens them by default).
    colorPrimaryHover: '#0a4ea8',
    colorPrimaryActive: '#083f88',
    colorInfo: '#0b57c2',
    colorSuccess: '#2e7d0f',
    colorWarning: '#ad5700',
    colorError: '#c4161c',
    colorLink: '#0b57c2',
    // Derived from those dark seeds, antd's light backgrounds turn grey (#b4bdae behind success text):
    // keep the usual light tints so status tags and alerts stay readable (≥ 4.7:1).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "'Noto Sans', -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    ...presetShades,
  },
  components: {
    // A disabled input's addon (the phone's "+212") is not a form control, so axe checks its contrast:
    // keep disabled input text readable (5:1 on the grey disabled background) instead of antd's 25% black.
    Input: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
    // Links inside running text (Typography.Paragraph/Text) must not rely on colour alone (axe link-in-text-block):
    // underline them there only; navigation links (menus, breadcrumbs, pagination) keep antd's look.
    Typography: { linkDecoration: 'underline' },
  },
};
