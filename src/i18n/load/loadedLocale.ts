import type { Locale as AntdLocale } from 'antd/es/locale';
import type { PublicCatalogue } from '../public/en';
import type { Strings } from '../types';

/**
 * What a language brings besides its words: antd's own texts (English is antd's default). Declared here,
 * below both the loaders and the i18n provider, so that neither imports the other for it.
 */
export interface LoadedLocale {
  /** The signed-out pages' words: the signed-in app's come with it (the i18n provider's loadWhole). */
  strings: Strings<PublicCatalogue>;
  antd?: AntdLocale;
  /** Makes this language the one dates are formatted in (dayjs's global locale). */
  apply?: () => void;
}
