import type { device as en } from '../areas/device';
import type { Strings } from '../types';

export const device: Strings<typeof en> = {
  menu: 'Notifications',
  notifyMe: 'Me notifier sur cet appareil',
  notifyMeHint: "Les nouvelles commandes sonnent sur ce téléphone ou cet ordinateur, même l'application fermée.",
  notifyOn: 'Cet appareil est notifié',
  turnOff: 'Ne plus notifier cet appareil',
  blocked: 'Les notifications de ce site sont bloquées dans les réglages du navigateur',
  unsupported: 'Ce navigateur ne peut pas afficher de notifications',
  enabled: 'Cet appareil sera notifié des nouvelles commandes.',
  disabled: 'Cet appareil ne sera plus notifié.',
  failed: "Les notifications n'ont pas pu être activées. Réessayez.",
  devices: 'Appareils notifiés',
  devicesIntro: 'Les nouvelles commandes sont envoyées à chacun de ces appareils.',
  noDevices: "Aucun appareil n'est encore notifié.",
  thisDevice: 'Cet appareil',
  since: 'Depuis le {{date}}',
  remove: 'Retirer',
  removeLabel: 'Retirer {{browser}}',
  removed: "L'appareil n'est plus notifié.",
  loadFailed: "Les appareils n'ont pas pu être chargés.",
  close: 'Fermer',
  newVersion: 'Une nouvelle version est disponible',
  newVersionHint: 'Rechargez pour l’utiliser. Ce que vous avez saisi sur cette page sera perdu.',
  reload: 'Recharger',
};
