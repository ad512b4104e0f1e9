import type { faqs as en } from '../areas/faqs';
import type { Strings } from '../types';

export const faqs: Strings<typeof en> = {
  title: 'Questions fréquentes',
  intro: 'Les réponses à ce que les partenaires nous demandent le plus. Toujours bloqué ? Écrivez à contact@oujda-marketplace.ma.',
  sections: {
    account: {
      title: 'Gestion du compte',
      items: {
        verify: {
          q: 'Combien de temps prend la vérification ?',
          a: "Une fois votre identité et les informations de votre commerce envoyées, notre équipe les examine et vous contacte sous 24 à 48 heures. Votre espace s'ouvre dès que votre compte est vérifié.",
        },
        password: {
          q: "J'ai oublié mon mot de passe. Que faire ?",
          a: "Sur la page de connexion, choisissez « Mot de passe oublié ? », saisissez votre e-mail et ouvrez le lien que nous vous envoyons. Le lien ne sert qu'une fois et expire au bout d'une heure.",
        },
        hours: {
          q: 'Comment changer mes horaires ou fermer pour la journée ?',
          a: "Ouvrez Horaires. Vous pouvez définir plusieurs créneaux par jour, passer en 24h/24, ou appuyer sur « Fermer maintenant » pour ne plus recevoir de commandes jusqu'à votre réouverture.",
        },
        profile: {
          q: 'Puis-je changer mon logo, ma description ou mes catégories ?',
          a: "Oui, depuis les paramètres de votre commerce. Vous pouvez choisir jusqu'à 3 catégories et écrire une description de 120 caractères au plus.",
        },
      },
    },
    orders: {
      title: 'Commandes',
      items: {
        receive: {
          q: "Comment savoir qu'une nouvelle commande est arrivée ?",
          a: "Gardez l'écran Commandes ouvert : les nouvelles commandes apparaissent instantanément avec un son et une notification indiquant le total. Le son se répète jusqu'à ce que vous regardiez la commande.",
        },
        refuse: {
          q: 'Puis-je refuser une commande ?',
          a: 'Oui. Chaque nouvelle commande a les boutons Confirmer et Refuser. Ne refusez que si vous ne pouvez vraiment pas la préparer, par exemple quand un article manque : marquez ces articles comme épuisés pour que les clients ne puissent pas les commander.',
        },
        status: {
          q: 'Que signifient les statuts des commandes ?',
          a: "En attente : la commande est acceptée et attend un livreur. Confirmée : un livreur l'a prise. En route : le livreur est en chemin. Livrée : elle a été livrée.",
        },
        missing: {
          q: "Une commande n'affiche aucun article. Pourquoi ?",
          a: 'Les produits de cette commande ont probablement été supprimés de votre menu. Le total de la commande reste correct ; contactez-nous si vous avez besoin du détail.',
        },
      },
    },
    payments: {
      title: 'Paiements',
      items: {
        fees: {
          q: 'Qui paie les frais de livraison ?',
          a: 'Le client paie les frais de livraison avec la commande. Ils reviennent au livreur ; vos chiffres de ventes montrent les totaux des commandes.',
        },
        payout: {
          q: 'Quand suis-je payé ?',
          a: 'Les livreurs encaissent en espèces à la livraison. Vos ventes de chaque période sont affichées sur le tableau de bord ; le règlement suit le calendrier convenu dans votre contrat de partenariat.',
        },
        prices: {
          q: 'Les prix sont-ils affichés TTC ?',
          a: 'Les prix sont affichés en dh exactement comme les clients les paient. Fixez les prix de votre menu taxes comprises.',
        },
      },
    },
  },
};
