import { token } from '../designTokens';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { saveLocale } from '../i18n/preference';
import { isLocale, LOCALES } from '../i18n/types';
import { useLocale, useT } from '../i18n/useLocale';
import { i18nProvider } from '../providers/i18nProvider';
import { saveAccountLanguage } from '../providers/authProvider';
import { PlainIcon } from './PlainIcon';

/**
 * Switches the language at once, in place (no reload: what is typed in an open form stays), and remembers
 * it. A native <select>: on every public page's first load, it costs nothing (antd's Select is ~25 KB).
 */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flex: 'none', color: token.colorText }}>
      <PlainIcon icon={GlobalOutlined} />
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          saveLocale(next);
          void i18nProvider.changeLocale(next);
          void saveAccountLanguage(next);
        }}
        aria-label={t('language.label')}
        data-testid="language-switcher"
        style={{
          border: 0,
          background: 'transparent',
          font: 'inherit',
          color: 'inherit',
          cursor: 'pointer',
          padding: '4px 2px',
          minHeight: 32,
        }}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {t(`language.${value}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
