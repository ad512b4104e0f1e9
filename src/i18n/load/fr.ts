import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import fr_FR from 'antd/es/locale/fr_FR';
import { publicFr } from '../public/fr';
import type { LoadedLocale } from './loadedLocale';

/** The public pages' French words (the rest come with the signed-in app), antd's French texts, and dayjs's French dates (weeks start on Monday). */
export function load(): LoadedLocale {
  return { strings: publicFr, antd: fr_FR, apply: () => dayjs.locale('fr') };
}
