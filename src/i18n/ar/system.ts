import type { system as en } from '../areas/system';
import type { Strings } from '../types';

export const system: Strings<typeof en> = {
  title: 'النظام',
  intro: 'حالة الخدمة الآن: عُقد الواجهة البرمجية، قاعدة البيانات، الأعمال المنتظرة، الإخفاقات والنسخ الاحتياطية.',
  checkedAt: 'فُحص على الساعة {{time}}، يُحدَّث كل {{seconds}} ثوانٍ',
  loadFailed: 'تعذّر تحميل حالة النظام.',
  retry: 'إعادة المحاولة',
  database: 'قاعدة البيانات',
  reachable: 'متاحة',
  unreachable: 'غير متاحة',
  latency: '{{ms}} ميلي ثانية للرد',
  jobsWaiting: 'مهام منتظرة',
  emailsFailed: 'رسائل بريد فشلت (آخر ساعة)',
  pushesFailed: 'إشعارات فشلت (آخر ساعة)',
  lastBackup: 'آخر نسخة احتياطية',
  neverBackedUp: 'أبدًا',
  unknown: 'غير معروف',
  nodes: 'عُقد الواجهة البرمجية النشطة في آخر دقيقة ({{count}})',
  noNodes: 'لم تُرسل أي عقدة نبضها في آخر دقيقة.',
  host: 'المضيف',
  version: 'الإصدار',
  startedAt: 'بدأت',
  seenAt: 'آخر نبضة',
  sockets: 'اتصالات مباشرة',
};
