import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import fr_FR from 'antd/es/locale/fr_FR';
import { fr } from '../fr';
import type { WholeLocale } from './loadedLocale';

/** French for the signed-in app: its words, antd's French texts, and dayjs's French dates (weeks start on Monday). */
export function load(): WholeLocale {
  return { strings: fr, antd: fr_FR, apply: () => dayjs.locale('fr') };
}
