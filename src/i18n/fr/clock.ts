import type { clock as en } from '../areas/clock';
import type { Strings } from '../types';

export const clock: Strings<typeof en> = {
  utc: 'UTC',
  morocco: 'heure du Maroc',
  timesIn: 'Heures : {{clock}}',
  account: 'Mon compte',
  title: 'Horloge des heures',
  hint: "Commandes, tickets, pauses, articles épuisés, journal d'audit et exports affichent leurs heures sur cette horloge.",
  utcChoice: 'UTC (la référence de la marketplace)',
  moroccoChoice: 'Heure du Maroc (l’horloge de la boutique, changements du Ramadan compris)',
  saved: 'Les heures sont maintenant affichées en {{clock}}.',
  failed: "L'horloge n'a pas pu être enregistrée. Réessayez.",
  scheduleNote: 'Les horaires sont en heure du Maroc.',
  language: 'Langue',
  builtIn: {
    close: 'Fermer',
    increase: 'Augmenter',
    decrease: 'Diminuer',
    search: 'Rechercher',
    clear: 'Effacer',
    previous: 'Précédent',
    next: 'Suivant',
  },
};
