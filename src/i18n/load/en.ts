import dayjs from 'dayjs';
import { publicEn } from '../public/en';
import type { LoadedLocale } from './loadedLocale';

// Weeks start on Monday in Morocco, whatever the language.
dayjs.locale({ ...dayjs.Ls.en, name: 'en', weekStart: 1 } as Parameters<typeof dayjs.locale>[0], undefined, true);

export const english: LoadedLocale = { strings: publicEn, apply: () => dayjs.locale('en') };
