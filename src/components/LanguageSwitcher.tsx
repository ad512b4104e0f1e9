import { useTranslate } from '@refinedev/core';
import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { saveLocale } from '../i18n/preference';
import { LOCALES, type Locale } from '../i18n/types';
import { useLocale } from '../i18n/useLocale';
import { i18nProvider } from '../providers/i18nProvider';

/** Switches the language at once, in place (no reload: what is typed in an open form stays), and remembers it. */
export function LanguageSwitcher() {
  const t = useTranslate();
  const locale = useLocale();
  const choose = (next: Locale) => {
    saveLocale(next);
    void i18nProvider.changeLocale(next);
  };
  return (
    <Select<Locale>
      value={locale}
      onChange={choose}
      aria-label={t('language.label')}
      data-testid="language-switcher"
      variant="borderless"
      suffixIcon={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      style={{ flex: 'none' }}
      options={LOCALES.map((value) => ({ value, label: <span lang={value}>{t(`language.${value}`)}</span> }))}
    />
  );
}
