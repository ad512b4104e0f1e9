import type { Catalogue } from '../en';
import type { Strings } from '../types';
import { publicFr } from '../public/fr';
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

/** Tout ce que le back-office affiche, en français (usage marocain : prix en « dh »). */
export const fr: Strings<Catalogue> = {
  ...publicFr,
  orderStatus: {
    new: 'Nouvelle',
    confirmé: 'En attente d’un livreur',
    refusée: 'Refusée',
    waiting: 'En attente d’un livreur',
    confirme: 'Confirmée',
    comming: 'En route',
    succes: 'Livrée',
    annulée: 'Annulée',
  },
  components: {
    dateRange: { today: "Aujourd'hui", yesterday: 'Hier', thisWeek: 'Cette semaine', thisMonth: 'Ce mois-ci' },
    pagination: {
      range: '{{first}}–{{last}} sur {{total}}',
      rangeAtLeast: '{{first}}–{{last}} sur plus de {{total}}',
      countAll: 'Tout compter',
    },
    exportCsv: {
      label: 'Exporter en CSV',
      xlsx: 'Exporter en Excel',
      running: 'Export en cours…',
      progress: "Progression de l'export",
      failed: "L'export a échoué. Réessayez.",
    },
    imageUpload: {
      choose: 'Envoyer',
      replace: 'Remplacer',
      remove: 'Retirer',
      uploading: 'Envoi en cours…',
      hint: 'PNG, JPEG, GIF ou WebP, moins de 5 Mo.',
    },
  },
  buttons: {
    logout: 'Se déconnecter',
    create: 'Créer',
    save: 'Enregistrer',
    edit: 'Modifier',
    delete: 'Supprimer',
    cancel: 'Annuler',
    confirm: 'Êtes-vous sûr ?',
    refresh: 'Actualiser',
    show: 'Afficher',
    list: 'Liste',
    undo: 'Annuler',
    import: 'Importer',
    clone: 'Dupliquer',
    notAccessTitle: "Vous n'avez pas l'autorisation d'accéder",
  },
  notifications: {
    success: 'Réussi',
    error: 'Erreur (code : {{statusCode}})',
    undoable: 'Vous avez {{seconds}} secondes pour annuler',
    createSuccess: 'Créé avec succès',
    createError: 'Erreur lors de la création (code : {{statusCode}})',
    deleteSuccess: 'Supprimé avec succès',
    deleteError: 'Erreur lors de la suppression (code : {{statusCode}})',
    editSuccess: 'Modifié avec succès',
    editError: 'Erreur lors de la modification (code : {{statusCode}})',
  },
  warnWhenUnsavedChanges: 'Voulez-vous vraiment quitter ? Vos modifications ne sont pas enregistrées.',
  analytics: {
    title: 'Pages vues',
    page: 'Chemin de la page',
    views: 'Vues',
    empty: 'Aucune donnée disponible.',
  },
  layout: {
    unauthorizedTitle: 'Accès non autorisé',
    unauthorizedText: "Votre compte ne peut pas utiliser l'espace partenaire.",
    riderRedirect: "Redirection vers l'application livreur…",
    onboardingTitle: 'Terminez votre inscription',
  },
  nav: {
    dashboard: 'Tableau de bord',
    menu: 'Menu',
    products: 'Produits',
    packs: 'Packs',
    restaurant: 'Mon restaurant',
    store: 'Mon magasin',
    myServices: 'Mes services',
    myBusiness: 'Mon activité',
    schedule: 'Horaires',
    ordersNow: 'Commandes',
    ordersNew: 'Commandes',
    ordersDone: 'Historique',
    faqs: 'FAQ',
    team: 'Équipe',
    payments: 'Paiements',
    settings: 'Infos du restaurant',
    partners: 'Partenaires',
    restaurants: 'Restaurants',
    stores: 'Magasins',
    services: 'Services',
    riders: 'Livreurs',
    newPartners: 'En attente de vérification',
    riderList: 'Données des livreurs',
    auditLog: "Journal d'audit",
    system: 'Système',
    orders: 'Commandes',
    groceryOrders: "Commandes d'épicerie",
    restaurantOrders: 'Commandes des restaurants',
    storeOrders: 'Commandes des magasins',
    easyMarket: 'Easy Market',
    payouts: 'Versements',
    orderProblems: 'Commandes à problème',
    reviews: 'Avis',
    ratings: 'Notes',
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
