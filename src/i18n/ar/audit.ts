import type { audit as en } from '../areas/audit';
import type { Strings } from '../types';

export const audit: Strings<typeof en> = {
  title: 'سجل التدقيق',
  intro: 'كل إجراء إداري وكل تغيير متعلق بالمال: من، متى، ماذا، والقيم قبل وبعد. لا تُعدَّل الأسطر ولا تُحذف أبدًا.',
  filters: 'مرشحات سجل التدقيق',
  allActions: 'كل الإجراءات',
  action: 'الإجراء',
  actor: 'بواسطة',
  actorFilter: 'إجراءات {{name}} فقط',
  clearActor: 'عرض الجميع',
  filterByActor: 'عرض إجراءات {{name}} فقط',
  when: 'متى',
  target: 'على',
  before: 'قبل',
  after: 'بعد',
  total: '{{count}} سطر',
  loadFailed: 'تعذر تحميل سجل التدقيق.',
  retry: 'أعد المحاولة',
  refresh: 'تحديث',
  empty: 'لم يُسجَّل شيء بعد.',
  actions: {
    partner_verify: 'التحقق من شريك',
    user_email: 'تغيير البريد الإلكتروني',
    rider_payment: 'دفع لموصل',
    order_status: 'حالة الطلب',
    business_visibility: 'ظهور النشاط التجاري',
    easyMarket_delete: 'حذف من Easy Market',
  },
};
