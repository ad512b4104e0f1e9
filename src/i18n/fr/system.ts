import type { system as en } from '../areas/system';
import type { Strings } from '../types';

export const system: Strings<typeof en> = {
  title: 'Système',
  intro: "L'état du service en ce moment : les nœuds de l'API, la base de données, le travail en attente, les échecs et les sauvegardes.",
  checkedAt: 'Vérifié à {{time}}, actualisé toutes les {{seconds}} secondes',
  loadFailed: "L'état du système n'a pas pu être chargé.",
  retry: 'Réessayer',
  database: 'Base de données',
  reachable: 'Joignable',
  unreachable: 'Injoignable',
  latency: '{{ms}} ms pour répondre',
  jobsWaiting: 'Tâches en attente',
  emailsFailed: 'E-mails en échec (dernière heure)',
  pushesFailed: 'Notifications en échec (dernière heure)',
  lastBackup: 'Dernière sauvegarde',
  neverBackedUp: 'Jamais',
  unknown: 'Inconnu',
  nodes: "Nœuds de l'API vus dans la dernière minute ({{count}})",
  noNodes: "Aucun nœud n'a donné signe de vie dans la dernière minute.",
  host: 'Hôte',
  version: 'Version',
  startedAt: 'Démarré',
  seenAt: 'Dernier signe de vie',
  sockets: 'Connexions en direct',
};
