import type { audit as en } from '../areas/audit';
import type { Strings } from '../types';

export const audit: Strings<typeof en> = {
  title: "Journal d'audit",
  intro:
    "Chaque action d'administration et chaque changement lié à l'argent : qui, quand, quoi, et les valeurs avant et après. Les lignes ne sont jamais modifiées ni supprimées.",
  filters: "Filtres du journal d'audit",
  allActions: 'Toutes les actions',
  action: 'Action',
  actor: 'Par',
  actorFilter: 'Actions de {{name}} seulement',
  clearActor: 'Afficher tout le monde',
  filterByActor: 'Afficher seulement les actions de {{name}}',
  when: 'Quand',
  target: 'Sur',
  before: 'Avant',
  after: 'Après',
  total: '{{count}} lignes',
  loadFailed: "Le journal d'audit n'a pas pu être chargé.",
  retry: 'Réessayer',
  refresh: 'Actualiser',
  empty: "Rien n'est encore enregistré.",
  actions: {
    partner_verify: 'Vérification de partenaire',
    user_email: "Changement d'e-mail",
    rider_payment: 'Paiement de livreur',
    order_status: 'Statut de commande',
    business_visibility: 'Visibilité du commerce',
    easyMarket_delete: 'Suppression Easy Market',
  },
};
