import type { device as en } from '../areas/device';
import type { Strings } from '../types';

export const device: Strings<typeof en> = {
  menu: 'الإشعارات',
  notifyMe: 'أشعرني على هذا الجهاز',
  notifyMeHint: 'تصل الطلبات الجديدة إلى هذا الهاتف أو الحاسوب حتى والتطبيق مغلق.',
  notifyOn: 'هذا الجهاز يتلقى الإشعارات',
  turnOff: 'أوقف الإشعارات على هذا الجهاز',
  blocked: 'الإشعارات محظورة لهذا الموقع في إعدادات المتصفح',
  unsupported: 'لا يستطيع هذا المتصفح عرض الإشعارات',
  enabled: 'سيتلقى هذا الجهاز إشعارات الطلبات الجديدة.',
  disabled: 'لن يتلقى هذا الجهاز الإشعارات بعد الآن.',
  failed: 'تعذّر تفعيل الإشعارات. حاول مرة أخرى.',
  devices: 'الأجهزة التي تتلقى الإشعارات',
  devicesIntro: 'تُرسَل الطلبات الجديدة إلى كل جهاز من هذه الأجهزة.',
  noDevices: 'لا يتلقى أي جهاز الإشعارات بعد.',
  thisDevice: 'هذا الجهاز',
  since: 'منذ {{date}}',
  remove: 'إزالة',
  removeLabel: 'إزالة {{browser}}',
  removed: 'لم يعد الجهاز يتلقى الإشعارات.',
  loadFailed: 'تعذّر تحميل الأجهزة.',
  close: 'إغلاق',
  newVersion: 'يتوفر إصدار جديد',
  newVersionHint: 'أعد التحميل لاستخدامه. ستفقد ما كتبته في هذه الصفحة.',
  reload: 'إعادة التحميل',
};
