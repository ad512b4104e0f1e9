import dayjs from 'dayjs';
import { en } from '../en';
import type { WholeLocale } from './loadedLocale';

// Weeks start on Monday in Morocco, whatever the language.
dayjs.locale({ ...dayjs.Ls.en, name: 'en', weekStart: 1 } as Parameters<typeof dayjs.locale>[0], undefined, true);

export function load(): WholeLocale {
  return { strings: en, apply: () => dayjs.locale('en') };
}
