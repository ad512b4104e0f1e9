import type { clock as en } from '../areas/clock';
import type { Strings } from '../types';

export const clock: Strings<typeof en> = {
  utc: 'توقيت UTC',
  morocco: 'توقيت المغرب',
  timesIn: 'الأوقات: {{clock}}',
  account: 'حسابي',
  title: 'ساعة عرض الأوقات',
  hint: 'تظهر أوقات الطلبات والتذاكر والإيقاف المؤقت والمنتجات النافدة وسجل التدقيق والتصدير على هذه الساعة.',
  utcChoice: 'UTC (مرجع السوق)',
  moroccoChoice: 'توقيت المغرب (ساعة المحل، مع تغييرات رمضان)',
  saved: 'تظهر الأوقات الآن حسب {{clock}}.',
  failed: 'تعذّر حفظ الساعة. حاول مرة أخرى.',
  scheduleNote: 'مواعيد العمل بتوقيت المغرب.',
  language: 'اللغة',
  builtIn: { close: 'إغلاق', increase: 'زيادة', decrease: 'إنقاص', search: 'بحث', clear: 'مسح', previous: 'السابق', next: 'التالي' },
};
