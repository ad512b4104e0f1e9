import dayjs from 'dayjs';
import arMa from 'dayjs/locale/ar-ma';
import ar_EG from 'antd/es/locale/ar_EG';
import { publicAr } from '../public/ar';
import type { LoadedLocale } from './loadedLocale';

/**
 * The public pages' Arabic words (the rest come with the signed-in app) and antd's Arabic texts. Dates use Morocco's month names with Latin digits, weeks from
 * Monday; registered as 'ar' because antd's date pickers ask dayjs for the locale named after ar_EG.
 */
export function load(): LoadedLocale {
  dayjs.locale({ ...arMa, name: 'ar', weekStart: 1 }, undefined, true);
  return { strings: publicAr, antd: ar_EG, apply: () => dayjs.locale('ar') };
}
