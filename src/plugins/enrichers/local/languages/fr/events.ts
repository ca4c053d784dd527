import type { EventWords } from '../pack.js';

// The kinds of news that move prices, and words of size, as French news writes them (scores/events.ts
// has English's). A word with another common sense stands only in a phrase: "poursuites judiciaires", not "poursuite" (also continuation).
export const events: EventWords = {
  events: {
    rate_decision: ['taux directeur', 'taux directeurs', "taux d'intérêt", 'relève ses taux', 'baisse ses taux', 'maintient ses taux', 'hausse des taux', 'baisse des taux', 'décision de taux', 'politique monétaire'],
    macro_data: ['inflation', 'indice des prix', 'prix à la consommation', 'pib', 'produit intérieur brut', 'taux de chômage', 'chômage', 'ventes au détail', 'pmi', "chiffres de l'emploi"],
    earnings: ['résultats', 'bénéfice trimestriel', 'bénéfice par action', "chiffre d'affaires", 'dépasse les attentes', 'avertissement sur résultats', 'relève ses prévisions', 'abaisse ses prévisions'],
    m_and_a: ['opa', "offre publique d'achat", 'acquisition', 'acquérir', 'fusion', 'rachat de', 'rachète', 'offre sur'],
    hack: ['piratage', 'pirates', 'cyberattaque', 'attaque informatique', 'vol de', 'volés', 'faille', 'brèche', 'exploit'],
    etf: ['etf', 'fonds indiciel coté', 'fonds indiciels cotés', 'tracker'],
    bankruptcy: ['faillite', 'liquidation judiciaire', 'redressement judiciaire', 'insolvabilité', 'cessation de paiements', 'défaut de paiement'],
    enforcement: ['poursuites judiciaires', 'amende', 'sanction', 'sanctionnée', 'mise en examen', 'inculpé', 'plainte'],
    ipo: ['introduction en bourse', 'entrée en bourse', 'ipo', 'premiers pas en bourse'],
    layoffs: ['licenciements', "suppressions d'emplois", "suppression d'emplois", 'plan social', 'plan de départs'],
    approval: ['approuve', 'approuvé', 'approbation', 'feu vert', 'autorise', 'autorisation', 'agrément'],
  },
  magnitude: ['record', 'plus haut historique', 'historique', 'plus forte', 'pire', 'effondrement', "s'effondre", "s'envole", 'plonge', 'krach', 'panique', 'sans précédent', 'pour la première fois'],
};
