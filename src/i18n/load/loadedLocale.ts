import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Catalogue } from '../en';
import type { Strings } from '../types';

/**
 * A language as the signed-in app needs it: every word, antd's own texts (English is antd's default) and its dates.
 * Declared here, below both the loaders and the i18n provider, so that neither imports the other for it. The
 * signed-out pages take their words alone (src/i18n/public/), without antd nor dayjs.
 */
export interface WholeLocale {
  strings: Strings<Catalogue>;
  antd?: AntdLocale;
  /** Makes this language the one dates are formatted in (dayjs's global locale). */
  apply?: () => void;
}
