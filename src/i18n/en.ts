import { MSG } from '../domain/messages';
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

/** Every string the back-office shows, in English (the landing footer is French, as the product wants). */
export const en = {
  messages: MSG,
  app: {
    name: 'Oujda Marketplace',
    tagline: 'Partner back-office',
    description: 'Back-office of the Oujda delivery marketplace for restaurants, stores and services.',
    loading: 'Loading…',
    logout: 'Log out',
    comingSoon: 'This screen is on its way.',
    /** The titles of the screens not built yet, by their address's first word. */
    placeholderTitles: { menu: 'Menu', orders: 'Orders', contact: 'Contact', dashboard: 'Dashboard' },
    notAvailable: 'This page is not available for your account.',
    backHome: 'Back to home',
    pageFailed: 'This screen could not be shown. Try again, or go back to the home page.',
    retry: 'Try again',
    openMenu: 'Open the menu',
    skipToContent: 'Skip to content',
    collapseMenu: 'Collapse the menu',
    expandMenu: 'Expand the menu',
    unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
    offline: 'You are offline',
    offlineHint: 'What is on screen stays. It refreshes by itself when the connection is back.',
    liveReconnecting: 'Reconnecting…',
    liveReconnectingHint: 'New orders will show up as soon as the live connection is back; none will be missed.',
    unreachable: 'The server cannot be reached. Check your connection.',
  },
  // The switcher names each language in its own words.
  language: { label: 'Language', en: 'English', fr: 'Français', ar: 'العربية' },
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
  landing: {
    nav: { login: 'Log in', join: 'Join us' },
    heroTitle: 'Grow your business in Oujda',
    heroText:
      'Restaurants, stores and service providers reach thousands of customers across the city. Take orders live, manage your menu and opening hours, and get paid on time.',
    heroCta: 'Become a partner',
    heroLogin: 'I already have an account',
    featuresTitle: 'Everything you need to run your shop',
    features: {
      orders: { title: 'Live orders', text: 'New orders arrive instantly with a sound. Accept or refuse in two clicks.' },
      catalogue: { title: 'Your menu, your way', text: 'Categories, products with options, packs, sold-out and hidden items.' },
      schedule: { title: 'Opening hours', text: 'Split shifts, 24/7 or closed for the day: customers always know.' },
      stats: { title: 'Sales at a glance', text: 'Daily, weekly and monthly sales and your best products.' },
    },
    joinTitle: 'Ready to start?',
    joinText: 'Register in two minutes. Our team verifies your business within 24-48 hours.',
    footer: {
      about: 'La marketplace de livraison de Oujda : restaurants, magasins et services, livrés chez vous.',
      privacy: 'Politique de confidentialité',
      terms: "Conditions d'utilisation",
      accessibility: 'Accessibilité',
      contact: 'Contact',
      rights: 'Tous droits réservés.',
      legalLinks: 'Liens légaux',
    },
  },
  legal: {
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    accessibility: 'Accessibility',
    contact: 'Contact',
    body: 'This page is being written. For any question, write to contact@oujda-marketplace.ma.',
  },
  auth: {
    loginTitle: 'Log in to your back-office',
    email: 'E-mail',
    password: 'Password',
    remember: 'Remember me',
    forgot: 'Forgot password?',
    resendConfirmation: 'Resend the confirmation e-mail',
    submitLogin: 'Log in',
    noAccount: "Don't have an account?",
    registerLink: 'Register',
    registerTitle: 'Become a partner',
    name: 'Full name',
    phone: 'Phone',
    confirmPassword: 'Confirm password',
    role: 'I run a',
    roles: { restaurant_owner: 'Restaurant', store_owner: 'Store' },
    submitRegister: 'Create my account',
    haveAccount: 'Already have an account?',
    loginLink: 'Log in',
    passwordHint: 'At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&',
    checkInbox: 'We sent you a link to confirm your e-mail. Open it, then log in.',
    forgotTitle: 'Reset your password',
    forgotText: "Enter your account's e-mail and we will send you a link to choose a new password.",
    sendLink: 'Send the link',
    backToLogin: 'Back to login',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    submitReset: 'Save my new password',
    tryAgain: 'Request a new link',
    confirmTitle: 'E-mail confirmation',
    confirming: 'Confirming your e-mail…',
    goLogin: 'Login',
    goRegister: 'Register',
  },
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
} as const;

export type Catalogue = typeof en;
