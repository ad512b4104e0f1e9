import type { Catalogue } from '../en';
import type { Strings } from '../types';
import { publicAr } from '../public/ar';
import { onboarding } from './onboarding';
import { catalogue } from './catalogue';
import { packs } from './packs';
import { business } from './business';
import { orders } from './orders';
import { partners } from './partners';
import { riders } from './riders';
import { audit } from './audit';
import { system } from './system';
import { device } from './device';
import { easyMarket } from './easyMarket';
import { dashboard } from './dashboard';
import { faqs } from './faqs';
import { service } from './service';
import { clock } from './clock';
import { businessCategories } from './businessCategories';
import { team } from './team';
import { payments } from './payments';
import { payouts } from './payouts';
import { problemsDesk } from './problemsDesk';
import { reviews } from './reviews';
import { security } from './security';

/** كل ما يعرضه فضاء الشركاء، بالعربية (الأثمنة بـ«د.م.» والأرقام اللاتينية كما في المغرب). */
export const ar: Strings<Catalogue> = {
  ...publicAr,
  orderStatus: {
    new: 'جديد',
    confirmé: 'في انتظار موصل',
    refusée: 'مرفوض',
    waiting: 'في انتظار موصل',
    confirme: 'مؤكد',
    comming: 'في الطريق',
    succes: 'تم التوصيل',
    annulée: 'ملغى',
  },
  components: {
    dateRange: { today: 'اليوم', yesterday: 'أمس', thisWeek: 'هذا الأسبوع', thisMonth: 'هذا الشهر' },
    pagination: { range: '{{first}}–{{last}} من {{total}}', rangeAtLeast: '{{first}}–{{last}} من أكثر من {{total}}', countAll: 'عدّ الكل' },
    exportCsv: {
      label: 'تصدير CSV',
      xlsx: 'تصدير Excel',
      running: 'جارٍ التصدير…',
      progress: 'تقدم التصدير',
      failed: 'فشل التصدير. أعد المحاولة.',
    },
    imageUpload: {
      choose: 'رفع',
      replace: 'استبدال',
      remove: 'إزالة',
      uploading: 'جارٍ الرفع…',
      hint: 'PNG أو JPEG أو GIF أو WebP، أقل من 5 ميغابايت.',
    },
  },
  buttons: {
    logout: 'تسجيل الخروج',
    create: 'إنشاء',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    cancel: 'إلغاء',
    confirm: 'هل أنت متأكد؟',
    refresh: 'تحديث',
    show: 'عرض',
    list: 'القائمة',
    undo: 'تراجع',
    import: 'استيراد',
    clone: 'نسخ',
    notAccessTitle: 'ليست لديك صلاحية الوصول',
  },
  notifications: {
    success: 'تمت العملية',
    error: 'خطأ (رمز الحالة: {{statusCode}})',
    undoable: 'لديك {{seconds}} ثانية للتراجع',
    createSuccess: 'تم الإنشاء بنجاح',
    createError: 'خطأ أثناء الإنشاء (رمز الحالة: {{statusCode}})',
    deleteSuccess: 'تم الحذف بنجاح',
    deleteError: 'خطأ أثناء الحذف (رمز الحالة: {{statusCode}})',
    editSuccess: 'تم التعديل بنجاح',
    editError: 'خطأ أثناء التعديل (رمز الحالة: {{statusCode}})',
  },
  warnWhenUnsavedChanges: 'هل تريد المغادرة فعلاً؟ لديك تغييرات غير محفوظة.',
  analytics: {
    title: 'مشاهدات الصفحات',
    page: 'مسار الصفحة',
    views: 'المشاهدات',
    empty: 'لا توجد بيانات.',
  },
  layout: {
    unauthorizedTitle: 'دخول غير مسموح',
    unauthorizedText: 'لا يمكن لحسابك استعمال فضاء الشركاء.',
    riderRedirect: 'جارٍ تحويلك إلى تطبيق الموصلين…',
    onboardingTitle: 'أكمل تسجيلك',
  },
  nav: {
    dashboard: 'لوحة القيادة',
    menu: 'القائمة',
    products: 'المنتجات',
    packs: 'الباقات',
    restaurant: 'مطعمي',
    store: 'محلي',
    myServices: 'خدماتي',
    myBusiness: 'نشاطي',
    schedule: 'أوقات العمل',
    ordersNow: 'الطلبات',
    ordersNew: 'الطلبات',
    ordersDone: 'سجل الطلبات',
    faqs: 'الأسئلة الشائعة',
    team: 'الفريق',
    payments: 'المدفوعات',
    settings: 'معلومات المطعم',
    partners: 'الشركاء',
    restaurants: 'المطاعم',
    stores: 'المحلات',
    services: 'الخدمات',
    riders: 'الموصلون',
    newPartners: 'في انتظار التحقق',
    riderList: 'بيانات الموصلين',
    auditLog: 'سجل التدقيق',
    system: 'النظام',
    orders: 'الطلبات',
    groceryOrders: 'طلبات البقالة',
    restaurantOrders: 'طلبات المطاعم',
    storeOrders: 'طلبات المحلات',
    easyMarket: 'Easy Market',
    payouts: 'الدفعات',
    orderProblems: 'مشاكل الطلبات',
    reviews: 'التقييمات',
    ratings: 'تقييمات الشركاء',
  },
  onboarding,
  catalogue,
  packs,
  business,
  orders,
  partners,
  riders,
  audit,
  system,
  device,
  easyMarket,
  dashboard,
  faqs,
  service,
  clock,
  businessCategories,
  team,
  payments,
  payouts,
  problemsDesk,
  reviews,
  security,
};
