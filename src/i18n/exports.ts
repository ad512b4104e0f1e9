import type { OrderStatus } from '../domain/orders';
import type { Locale } from './types';

/**
 * The words of the spreadsheets the server writes (order and journal exports), in every language, as plain
 * data the server imports without React. The date and time headers name the clock their cells are on.
 */
export interface ExportWording {
  clock: { utc: string; morocco: string };
  orders: {
    number: string;
    date: string;
    time: string;
    type: string;
    status: string;
    customer: string;
    phone: string;
    items: string;
    deliveryFee: string;
    total: string;
  };
  journal: {
    list: string;
    riderFee: string;
    paid: string;
    rider: string;
    since: string;
    sinceStart: string;
    feeOf: string;
    totalToPay: string;
  };
  statements: {
    sales: string;
    commission: string;
    commissionTax: string;
    refunds: string;
    net: string;
    late: string;
    business: string;
    week: string;
    orders: string;
    adjustments: string;
    netDue: string;
    netOwed: string;
  };
  values: { order: string; pack: string; yes: string; no: string };
  lists: { easy: string; restaurant: string; store: string; packs: string };
  statuses: Record<OrderStatus, string>;
  sheets: { orders: string; journal: string; statement: string; transfers: string };
  /** The bank transfer file of payouts: one line per transfer. */
  transfers: { beneficiary: string; rib: string; amount: string; reference: string };
}

export const EXPORTS: Record<Locale, ExportWording> = {
  en: {
    clock: { utc: 'UTC', morocco: 'Morocco time' },
    orders: {
      number: 'Order',
      date: 'Date ({{clock}})',
      time: 'Time ({{clock}})',
      type: 'Type',
      status: 'Status',
      customer: 'Customer',
      phone: 'Customer phone',
      items: 'Items',
      deliveryFee: 'Delivery fee',
      total: 'Total',
    },
    journal: {
      list: 'List',
      riderFee: 'Rider fee',
      paid: 'Paid',
      rider: 'Rider {{name}} (#{{number}})',
      since: 'Since the payment of {{date}}',
      sinceStart: 'Since the first order (no payment yet)',
      feeOf: 'Fee: {{list}}',
      totalToPay: 'Total to pay',
    },
    statements: {
      sales: 'Sales',
      commission: 'Commission',
      commissionTax: 'TVA on commission',
      refunds: 'Refunds',
      net: 'Net',
      late: 'Late adjustment',
      business: '{{name}}',
      week: 'Week of {{from}} to {{to}} ({{clock}})',
      orders: 'Orders: {{count}}',
      adjustments: 'Adjustments',
      netDue: 'Net due to you',
      netOwed: 'Net owed by you',
    },
    values: { order: 'Order', pack: 'Pack', yes: 'yes', no: 'no' },
    lists: { easy: 'Easy Market', restaurant: 'Restaurant', store: 'Store', packs: 'Packs' },
    statuses: {
      new: 'New',
      confirmé: 'Waiting for a rider',
      refusée: 'Refused',
      waiting: 'Waiting for a rider',
      confirme: 'Confirmed',
      comming: 'On the way',
      succes: 'Delivered',
      annulée: 'Cancelled',
    },
    sheets: { orders: 'Orders', journal: 'Journal', statement: 'Statement', transfers: 'Transfers' },
    transfers: { beneficiary: 'Beneficiary', rib: 'RIB', amount: 'Amount (dh)', reference: 'Reference' },
  },
  fr: {
    clock: { utc: 'UTC', morocco: 'heure du Maroc' },
    orders: {
      number: 'Commande',
      date: 'Date ({{clock}})',
      time: 'Heure ({{clock}})',
      type: 'Type',
      status: 'Statut',
      customer: 'Client',
      phone: 'Téléphone du client',
      items: 'Articles',
      deliveryFee: 'Frais de livraison',
      total: 'Total',
    },
    journal: {
      list: 'Liste',
      riderFee: 'Frais du livreur',
      paid: 'Payé',
      rider: 'Livreur {{name}} (n° {{number}})',
      since: 'Depuis le paiement du {{date}}',
      sinceStart: 'Depuis la première commande (aucun paiement encore)',
      feeOf: 'Frais : {{list}}',
      totalToPay: 'Total à payer',
    },
    statements: {
      sales: 'Ventes',
      commission: 'Commission',
      commissionTax: 'TVA sur commission',
      refunds: 'Remboursements',
      net: 'Net',
      late: 'Ajustement tardif',
      business: '{{name}}',
      week: 'Semaine du {{from}} au {{to}} ({{clock}})',
      orders: 'Commandes : {{count}}',
      adjustments: 'Ajustements',
      netDue: 'Net qui vous est dû',
      netOwed: 'Net dont vous êtes redevable',
    },
    values: { order: 'Commande', pack: 'Pack', yes: 'oui', no: 'non' },
    lists: { easy: 'Easy Market', restaurant: 'Restaurant', store: 'Magasin', packs: 'Packs' },
    statuses: {
      new: 'Nouvelle',
      confirmé: 'En attente d’un livreur',
      refusée: 'Refusée',
      waiting: 'En attente d’un livreur',
      confirme: 'Confirmée',
      comming: 'En route',
      succes: 'Livrée',
      annulée: 'Annulée',
    },
    sheets: { orders: 'Commandes', journal: 'Journal', statement: 'Relevé', transfers: 'Virements' },
    transfers: { beneficiary: 'Bénéficiaire', rib: 'RIB', amount: 'Montant (dh)', reference: 'Référence' },
  },
  ar: {
    clock: { utc: 'توقيت UTC', morocco: 'توقيت المغرب' },
    orders: {
      number: 'الطلب',
      date: 'التاريخ ({{clock}})',
      time: 'الساعة ({{clock}})',
      type: 'النوع',
      status: 'الحالة',
      customer: 'الزبون',
      phone: 'هاتف الزبون',
      items: 'المنتجات',
      deliveryFee: 'رسوم التوصيل',
      total: 'المجموع',
    },
    journal: {
      list: 'القائمة',
      riderFee: 'رسوم الموصل',
      paid: 'مدفوع',
      rider: 'الموصل {{name}} (رقم {{number}})',
      since: 'منذ أداء {{date}}',
      sinceStart: 'منذ أول طلب (لا يوجد أداء بعد)',
      feeOf: 'الرسوم: {{list}}',
      totalToPay: 'المجموع المستحق',
    },
    statements: {
      sales: 'المبيعات',
      commission: 'العمولة',
      commissionTax: 'ضريبة القيمة المضافة على العمولة',
      refunds: 'المبالغ المستردة',
      net: 'الصافي',
      late: 'تسوية متأخرة',
      business: '{{name}}',
      week: 'أسبوع {{from}} إلى {{to}} ({{clock}})',
      orders: 'الطلبات: {{count}}',
      adjustments: 'التسويات',
      netDue: 'الصافي المستحق لكم',
      netOwed: 'الصافي المستحق عليكم',
    },
    values: { order: 'طلب', pack: 'باقة', yes: 'نعم', no: 'لا' },
    lists: { easy: 'Easy Market', restaurant: 'مطعم', store: 'محل', packs: 'باقات' },
    statuses: {
      new: 'جديد',
      confirmé: 'في انتظار موصل',
      refusée: 'مرفوض',
      waiting: 'في انتظار موصل',
      confirme: 'مؤكد',
      comming: 'في الطريق',
      succes: 'تم التوصيل',
      annulée: 'ملغى',
    },
    sheets: { orders: 'الطلبات', journal: 'السجل', statement: 'الكشف', transfers: 'التحويلات' },
    transfers: { beneficiary: 'المستفيد', rib: 'RIB', amount: 'المبلغ (درهم)', reference: 'المرجع' },
  },
};
