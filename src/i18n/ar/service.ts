import type { service as en } from '../areas/service';
import type { Strings } from '../types';

export const service: Strings<typeof en> = {
  pause: {
    button: 'إيقاف الطلبات الجديدة',
    menuLabel: 'إيقاف الطلبات الجديدة لمدة',
    minutes: '{{count}} دقيقة',
    hour: 'ساعة واحدة',
    untilResumed: 'حتى أستأنف',
    pausedUntil: 'متوقف حتى {{time}}',
    pausedIndefinitely: 'متوقف حتى الاستئناف',
    resume: 'استئناف',
    paused: 'الطلبات الجديدة متوقفة حتى {{time}}.',
    pausedNoEnd: 'الطلبات الجديدة متوقفة حتى تستأنف.',
    resumed: 'تستقبل الطلبات الجديدة من جديد.',
    failed: 'تعذر تغيير الإيقاف. أعد المحاولة.',
  },
  accept: {
    title: 'قبول الطلب رقم {{number}}',
    label: 'مدة التحضير',
    help: 'يرى الزبون والموصل متى سيكون جاهزاً.',
    minutes: '{{count}} دقيقة',
    ok: 'قبول',
    cancel: 'رجوع',
  },
  refuse: {
    title: 'رفض الطلب رقم {{number}}',
    label: 'لماذا تم رفضه؟',
    help: 'يرى الزبون السبب.',
    note: 'كلمتك للزبون',
    noteRequired: 'المرجو ذكر السبب (200 حرف على الأكثر).',
    reasonRequired: 'المرجو اختيار سبب.',
    soldOut: 'وضع علامة «نفد» أيضاً',
    ok: 'رفض الطلب',
    cancel: 'الاحتفاظ به',
  },
  reasons: {
    itemUnavailable: 'أحد المنتجات غير متوفر',
    tooBusy: 'ضغط كبير الآن',
    closingSoon: 'الإغلاق قريب',
    outOfZone: 'العنوان خارج منطقة التوصيل',
    other: 'سبب آخر',
  },
  ready: {
    inMinutes: 'جاهز بعد {{count}} دقيقة',
    now: 'جاهز الآن',
    late: 'متأخر بـ {{count}} دقيقة',
    column: 'جاهز',
    at: 'جاهز على الساعة {{time}} ({{minutes}} دقيقة)',
  },
  detail: {
    placed: 'تاريخ الطلب',
    preparation: 'التحضير',
    refusal: 'سبب الرفض',
  },
  closed: {
    banner: 'محلك مغلق مؤقتاً: لا يمكن للزبناء الطلب.',
    reopen: 'إعادة الفتح',
    reopened: 'مفتوح من جديد: يمكن للزبناء الطلب.',
  },
};
