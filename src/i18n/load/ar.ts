import dayjs from 'dayjs';
import arMa from 'dayjs/locale/ar-ma';
import ar_EG from 'antd/es/locale/ar_EG';
import { ar } from '../ar';
import type { WholeLocale } from './loadedLocale';

/**
 * Arabic for the signed-in app: its words and antd's Arabic texts. Dates use Morocco's month names with Latin digits,
 * weeks from Monday; registered as 'ar' because antd's date pickers ask dayjs for the locale named after ar_EG.
 */
export function load(): WholeLocale {
  dayjs.locale({ ...arMa, name: 'ar', weekStart: 1 }, undefined, true);
  return { strings: ar, antd: ar_EG, apply: () => dayjs.locale('ar') };
}
