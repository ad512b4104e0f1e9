import { publicEn } from './public/en';
import { STATUS_LABELS } from '../domain/orders';
import { onboarding } from './areas/onboarding';
import { catalogue } from './areas/catalogue';
import { packs } from './areas/packs';
import { business } from './areas/business';
import { orders } from './areas/orders';
import { partners } from './areas/partners';
import { riders } from './areas/riders';
import { audit } from './areas/audit';
import { system } from './areas/system';
import { device } from './areas/device';
import { easyMarket } from './areas/easyMarket';
import { dashboard } from './areas/dashboard';
import { faqs } from './areas/faqs';
import { service } from './areas/service';
import { clock } from './areas/clock';
import { businessCategories } from './areas/businessCategories';
import { team } from './areas/team';
import { payments } from './areas/payments';
import { payouts } from './areas/payouts';
import { problemsDesk } from './areas/problemsDesk';
import { reviews } from './areas/reviews';
import { security } from './areas/security';

/**
 * Every string the back-office shows, in English: the signed-out pages' words (public/en.ts) and the signed-in
 * app's, which come with the app (src/providers/i18nProvider.ts, loadWhole).
 */
export const en = {
  ...publicEn,
  orderStatus: STATUS_LABELS,
  // Shared components (src/components).
  components: {
    dateRange: { today: 'Today', yesterday: 'Yesterday', thisWeek: 'This week', thisMonth: 'This month' },
    pagination: { range: '{{first}}–{{last}} of {{total}}', rangeAtLeast: '{{first}}–{{last}} of {{total}}+', countAll: 'Count all' },
    exportCsv: {
      label: 'Export CSV',
      xlsx: 'Export Excel',
      running: 'Exporting…',
      progress: 'Export progress',
      failed: 'The export failed. Try again.',
    },
    imageUpload: {
      choose: 'Upload',
      replace: 'Replace',
      remove: 'Remove',
      uploading: 'Uploading…',
      hint: 'PNG, JPEG, GIF or WebP, under 5 MB.',
    },
  },
  // Keys Refine's own components ask for.
  buttons: {
    logout: 'Log out',
    create: 'Create',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    confirm: 'Are you sure?',
    refresh: 'Refresh',
    show: 'Show',
    list: 'List',
    undo: 'Undo',
    import: 'Import',
    clone: 'Clone',
    notAccessTitle: "You don't have permission to access",
  },
  notifications: {
    success: 'Successful',
    error: 'Error (status code: {{statusCode}})',
    undoable: 'You have {{seconds}} seconds to undo',
    createSuccess: 'Successfully created',
    createError: 'There was an error creating (status code: {{statusCode}})',
    deleteSuccess: 'Successfully deleted',
    deleteError: 'Error when deleting (status code: {{statusCode}})',
    editSuccess: 'Successfully edited',
    editError: 'Error when editing (status code: {{statusCode}})',
  },
  warnWhenUnsavedChanges: 'Are you sure you want to leave? You have unsaved changes.',
  analytics: {
    title: 'Page views',
    page: 'Page path',
    views: 'Views',
    empty: 'No data available.',
  },
  layout: {
    unauthorizedTitle: 'Unauthorized Access',
    unauthorizedText: 'Your account cannot use the partner back-office.',
    riderRedirect: 'Taking you to the rider app…',
    onboardingTitle: 'Complete your registration',
  },
  nav: {
    dashboard: 'Dashboard',
    menu: 'Menu',
    products: 'Products',
    packs: 'Packs',
    restaurant: 'My restaurant',
    store: 'My store',
    myServices: 'My services',
    myBusiness: 'My business',
    schedule: 'Schedule',
    ordersNow: 'Orders',
    ordersNew: 'Orders',
    ordersDone: 'Order history',
    faqs: 'FAQs',
    team: 'Team',
    payments: 'Payments',
    settings: 'Restaurant info',
    partners: 'Partners',
    restaurants: 'Restaurants',
    stores: 'Stores',
    services: 'Services',
    riders: 'Riders',
    newPartners: 'Awaiting verification',
    riderList: 'Rider data',
    auditLog: 'Audit log',
    system: 'System',
    orders: 'Orders',
    groceryOrders: 'Grocery orders',
    restaurantOrders: 'Restaurant orders',
    storeOrders: 'Store orders',
    easyMarket: 'Easy Market',
    payouts: 'Payouts',
    orderProblems: 'Order problems',
    reviews: 'Reviews',
    ratings: 'Ratings',
  },
  // Each area's screens keep their strings in areas/<area>.ts.
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
} as const;

export type Catalogue = typeof en;
export type { PublicCatalogue } from './public/en';
