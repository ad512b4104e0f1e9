import type { service as en } from '../areas/service';
import type { Strings } from '../types';

export const service: Strings<typeof en> = {
  pause: {
    button: 'Suspendre les nouvelles commandes',
    menuLabel: 'Suspendre les nouvelles commandes pendant',
    minutes: '{{count}} minutes',
    hour: '1 heure',
    untilResumed: "Jusqu'à ce que je reprenne",
    pausedUntil: "En pause jusqu'à {{time}}",
    pausedIndefinitely: "En pause jusqu'à la reprise",
    resume: 'Reprendre',
    paused: "Nouvelles commandes en pause jusqu'à {{time}}.",
    pausedNoEnd: "Nouvelles commandes en pause jusqu'à votre reprise.",
    resumed: 'Vous recevez de nouveau des commandes.',
    failed: "La pause n'a pas pu être modifiée. Réessayez.",
  },
  accept: {
    title: 'Accepter la commande n° {{number}}',
    label: 'Temps de préparation',
    help: 'Le client et le livreur voient quand elle sera prête.',
    minutes: '{{count}} min',
    ok: 'Accepter',
    cancel: 'Retour',
  },
  refuse: {
    title: 'Refuser la commande n° {{number}}',
    label: 'Pourquoi est-elle refusée ?',
    help: 'Le client voit le motif.',
    note: 'Votre message au client',
    noteRequired: 'Veuillez dire pourquoi (200 caractères au plus).',
    reasonRequired: 'Veuillez choisir un motif.',
    soldOut: 'Marquer aussi comme épuisé',
    ok: 'Refuser la commande',
    cancel: 'La garder',
  },
  reasons: {
    itemUnavailable: "Un article n'est pas disponible",
    tooBusy: 'Trop de monde en ce moment',
    closingSoon: 'Fermeture imminente',
    outOfZone: 'Adresse hors de notre zone de livraison',
    other: 'Autre',
  },
  ready: {
    inMinutes: 'Prête dans {{count}} min',
    now: 'Prête maintenant',
    late: 'En retard de {{count}} min',
    column: 'Prête',
    at: 'Prête à {{time}} ({{minutes}} min)',
  },
  detail: {
    placed: 'Passée le',
    preparation: 'Préparation',
    refusal: 'Refusée car',
  },
  closed: {
    banner: 'Votre commerce est temporairement fermé : les clients ne peuvent pas commander.',
    reopen: 'Rouvrir',
    reopened: 'De nouveau ouvert : les clients peuvent commander.',
  },
};
