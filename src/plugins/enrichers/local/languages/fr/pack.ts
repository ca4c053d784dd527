// French: the words the local enricher reads in a French article, written for AlphaWire as data
// (languages/pack.ts says what each field is for). Lower case; the stemmer folds the endings.
import type { LanguagePack } from '../pack.js';

// Movement words that follow or precede an asset's name in French copy ("Tesla recule", "le titre grimpe").
const MOVES = [
  'grimpe', 'grimpent', 'monte', 'montent', 'progresse', 'progressent', 'gagne', 'gagnent', 'bondit', 'bondissent', 'avance',
  'recule', 'reculent', 'baisse', 'baissent', 'chute', 'chutent', 'perd', 'perdent', 'cède', 'cèdent', 'plonge', 'plongent',
  'glisse', 'dévisse', 'flambe', 'rebondit', 'hausse', 'repli', 'termine', 'finit', 'clôture',
];

const EQUITY = [
  'action', 'actions', 'titre', 'titres', 'cours', 'actionnaire', 'actionnaires', 'société', 'groupe', 'entreprise', 'firme',
  'constructeur', 'fabricant', 'géant', 'numéro', 'patron', 'pdg', 'directeur', 'dirigeant', 'résultats', 'bénéfice', 'bénéfices',
  'chiffre', "d'affaires", 'ventes', 'trimestre', 'trimestriel', 'trimestriels', 'semestre', 'annuel', 'prévisions', 'objectif',
  'dividende', 'rachat', 'capitalisation', 'valorisation', 'bourse', 'coté', 'cotée', 'nasdaq', 'nyse', 'analystes', 'analyste',
  'recommandation', 'acquisition', 'rachète', 'fusion', 'opa', 'filiale', 'clients', 'abonnés', 'marque', 'puces', 'iphone',
  'logiciel', 'cloud', 'banque', 'assureur', 'distributeur', 'laboratoire', 'pétrolier', 'milliards', 'antitrust', ...MOVES,
];

export const pack: LanguagePack = {
  code: 'fr',
  stopWords: [
    // Elisions, as the tokeniser leaves them once the apostrophe is cut.
    'l', 'd', 'qu', 'c', 'j', 'm', 'n', 's', 't', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu', 'presqu',
    // Function words the library's list leaves in.
    'alors', 'ainsi', 'aussi', 'autre', 'autres', 'avant', 'après', 'aujourd', 'hui', 'car', 'chaque', 'comme', 'contre', 'dont',
    'donc', 'depuis', 'déjà', 'encore', 'entre', 'environ', 'lors', 'lorsque', 'malgré', 'notamment', 'parmi', 'pendant',
    'peu', 'plusieurs', 'puis', 'quand', 'selon', 'sous', 'tandis', 'tant', 'tel', 'telle', 'tels', 'telles', 'toujours', 'tout',
    'toute', 'tous', 'toutes', 'très', 'trop', 'vers', 'via', 'voici', 'voilà', 'celui', 'celle', 'ceux', 'celles', 'dès',
    'afin', 'cependant', 'toutefois', 'néanmoins', 'certains', 'certaines', 'quelque', 'quelques', 'chez', 'auprès', 'lequel',
    'laquelle', 'lesquels', 'lesquelles', 'duquel', 'auquel', 'ci', 'là', 'non', 'oui', 'si', 'soit', 'fait', 'faire', 'peut',
    'pourrait', 'doit', 'devrait', 'va', 'vont',
    // Words every story repeats.
    'déclaré', 'a déclaré', 'indiqué', 'a indiqué', 'précisé', 'a précisé', 'expliqué', 'ajouté', 'souligné', 'estimé', 'affirmé',
    'annoncé', 'dit', 'explique', 'indique', 'précise', 'ajoute', 'souligne', 'rappelle', 'communiqué', 'année', 'an',
    'ans', 'mois', 'semaine', 'jour', 'jours', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'hier',
    'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
    'heure', 'heures', 'monsieur', 'madame', 'm.', 'mme', 'afp', 'reuters',
  ],
  tickerCues: {
    crypto: [
      'jeton', 'jetons', 'token', 'tokens', 'crypto', 'cryptos', 'cryptomonnaie', 'cryptomonnaies', 'crypto-monnaie',
      'cryptoactif', 'cryptoactifs', 'actif numérique', 'monnaie numérique', 'blockchain', 'chaîne de blocs', 'réseau',
      'protocole', 'staking', 'défi', 'écosystème', 'fondation', 'portefeuille', 'plateforme', 'validateurs', 'mineurs',
      'minage', 'cours', 'prix', 'plateforme d\'échange', 'stablecoin', 'memecoin', 'altcoin', 'altcoins', 'airdrop', 'dex',
      'etf', 'capitalisation', 'dollars', ...MOVES,
    ],
    equity: EQUITY,
    fund: [...EQUITY, 'fonds', 'etf', 'tracker', 'encours', 'souscriptions', 'gestionnaire', 'émetteur'],
    index: [
      'indice', 'indices', 'points', 'point', 'séance', 'clôturé', 'ouverture', 'ouvert', 'terminé',
      'fini', 'achevé', 'contrats', 'futures', 'à terme', 'référence', 'phare', 'vedette', 'parisien', 'parisienne',
      'francfort', 'wall street', 'valeurs', 'technologique', 'bourse', 'place', 'record', 'sommet', 'plus haut', 'plus bas',
      ...MOVES,
    ],
    currency: [
      'dollar', 'face', 'contre', 'vis-à-vis', 'par rapport', 'devise', 'devises', 'monnaie', 'change', 'taux de change',
      'marché des changes', 'forex', 'parité', 'billet vert', 'monnaie unique', 'faiblit', 'faiblissent', 'affaibli',
      'se renforce', 'renforcé', 's\'apprécie', 'se déprécie', 'dépréciation', 'appréciation', 'dévaluation', 'intervention',
      'vaut', 'cents', ...MOVES,
    ],
  },
  topicKeywords: {
    crypto: [
      'crypto', 'cryptomonnaie', 'crypto-monnaie', 'cryptoactif', 'crypto-actif', 'actif numérique', 'monnaie numérique', 'jeton',
      'token', 'altcoin', 'stablecoin', 'memecoin', 'plateforme d\'échange', 'plateforme crypto', 'binance', 'coinbase', 'kraken',
      'portefeuille crypto', 'on-chain', 'airdrop', 'web3', 'tether', 'usdc', 'contrat perpétuel', 'taux de financement',
      'liquidation', 'staking', 'portefeuille matériel', 'psan', 'prestataire de services sur actifs numériques', 'casp',
      'cryptosphère', 'marché crypto', 'jetons',
    ],
    bitcoin: [
      'bitcoin', 'btc', 'halving', 'satoshi', 'taux de hachage', 'hashrate', 'mineur de bitcoin', 'minage de bitcoin',
      'lightning network', 'réseau lightning', 'etf bitcoin', 'etf bitcoin au comptant', 'réserve stratégique de bitcoin',
      'bitcoins', 'reine des cryptos', 'mineurs de bitcoin',
    ],
    ethereum: [
      'ethereum', 'ether', 'eth', 'buterin', 'vitalik', 'eip', 'blob', 'dencun', 'pectra', 'evm', 'fondation ethereum',
      'etf ether', 'mise à jour d\'ethereum', 'réseau ethereum', 'gas',
    ],
    defi: [
      'defi', 'finance décentralisée', 'pool de liquidité', 'protocole de prêt', 'yield farming', 'rendement', 'dex',
      'plateforme d\'échange décentralisée', 'échange décentralisé', 'amm', 'teneur de marché automatisé', 'valeur totale verrouillée',
      'tvl', 'uniswap', 'aave', 'makerdao', 'lido', 'curve', 'prêt flash', 'flash loan', 'staking liquide', 'restaking', 'oracle',
      'coffre', 'jeton de gouvernance', 'faille de contrat intelligent', 'protocole defi',
    ],
    nft: [
      'nft', 'jeton non fongible', 'jetons non fongibles', 'non fongible', 'objet de collection numérique', 'opensea', 'bored ape',
      'cryptopunks', 'prix plancher', 'mint', 'minter', 'royalties', 'redevance', 'place de marché nft', 'collection nft', 'pfp',
      'art numérique', 'œuvre numérique',
    ],
    blockchain: [
      'blockchain', 'chaîne de blocs', 'on-chain', 'registre distribué', 'contrat intelligent', 'smart contract', 'couche 2',
      'layer 2', 'couche 1', 'layer 1', 'rollup', 'mainnet', 'réseau principal', 'testnet', 'réseau de test', 'validateur',
      'mise à jour du réseau', 'hard fork', 'tokenisation', 'tokenisé', 'interopérabilité', 'cross-chain', 'pont inter-chaînes',
      'frais de réseau', 'frais de transaction', 'nœud',
    ],
    regulation: [
      'régulation', 'réglementation', 'régulateur', 'réglementaire', 'amf', 'autorité des marchés financiers',
      'gendarme de la bourse', 'cftc', 'esma', 'mica', 'acpr', 'plainte', 'poursuite', 'procès', 'amende', 'sanction',
      'conformité', 'législation', 'loi', 'projet de loi', 'législateur', 'sénat', 'congrès', 'parlement',
      'commission européenne', 'tribunal', 'juge', 'justice', 'licence', 'agrément', 'enregistrement', 'règle', 'interdiction',
      'répression', 'blanchiment', 'kyc', 'enquête', 'procureur', 'superviseur', 'fisc',
    ],
    economy: [
      'économie', 'inflation', 'ipc', 'indice des prix', 'prix à la consommation', 'pib', 'croissance', 'récession', 'chômage',
      'emploi', 'marché du travail', 'salaire', 'banque centrale', 'réserve fédérale', 'fed', 'bce', 'banque de france',
      'banque d\'angleterre', 'banque du japon', 'taux d\'intérêt', 'taux directeur', 'baisse des taux', 'hausse des taux',
      'politique monétaire', 'budget', 'déficit public', 'dette publique', 'droit de douane', 'droits de douane',
      'déficit commercial', 'ventes au détail', 'consommation des ménages', 'production industrielle', 'pmi', 'immobilier',
      'économiste', 'insee', 'conjoncture', 'lagarde', 'powell',
    ],
    markets: [
      'marché', 'bourse', 'trader', 'séance', 'indice', 'cac 40', 'euro stoxx 50', 'dax', 's&p 500', 'nasdaq', 'dow jones',
      'wall street', 'obligation', 'obligataire', 'oat', 'rendement', 'matière première', 'pétrole', 'brent', 'baril', 'or',
      'cuivre', 'devise', 'change', 'dollar', 'euro', 'yen', 'franc suisse', 'volatilité', 'vix', 'vague de ventes', 'rebond',
      'reprise', 'appétit pour le risque', 'aversion au risque', 'option', 'taux de change', 'point de base', 'spread',
      'prises de bénéfices',
    ],
    stocks: [
      'action', 'titre', 'actions', 'résultats', 'résultat trimestriel', 'bénéfice', 'bénéfice par action', 'bpa',
      'chiffre d\'affaires', 'marge', 'marge opérationnelle', 'prévisions', 'objectif annuel', 'relève ses prévisions',
      'abaisse ses prévisions', 'avertissement sur résultats', 'introduction en bourse', 'ipo', 'rachat d\'actions', 'dividende',
      'objectif de cours', 'analyste', 'recommandation', 'opa', 'offre publique d\'achat', 'rachat', 'acquisition', 'fusion',
      'vente à découvert', 'vendeur à découvert', 'capitalisation boursière', 'valorisation', 'actionnaire', 'société cotée',
      'petites capitalisations', 'grandes capitalisations', 'valeur', 'cac 40', 's&p 500',
    ],
    investing: [
      'investisseur', 'investissement', 'investir', 'placement', 'portefeuille', 'fonds', 'etf', 'fonds indiciel', 'tracker',
      'gestionnaire d\'actifs', 'société de gestion', 'allocation d\'actifs', 'fonds spéculatif', 'hedge fund', 'retraite',
      'plan d\'épargne retraite', 'épargne', 'épargnant', 'assurance vie', 'pea', 'livret a', 'dividende', 'valorisation',
      'collecte', 'décollecte', 'flux entrants', 'sorties de capitaux', 'patrimoine', 'long terme', 'diversification',
      'capital-risque', 'capital-investissement', 'private equity', 'classe d\'actifs', 'rendement',
    ],
    technology: [
      'technologie', 'technologique', 'tech', 'logiciel', 'matériel', 'ia', 'intelligence artificielle', 'apprentissage automatique',
      'puce', 'fabricant de puces', 'semi-conducteur', 'semiconducteur', 'cloud', 'informatique en nuage', 'centre de données',
      'cybersécurité', 'smartphone', 'iphone', 'application', 'start-up', 'jeune pousse', 'internet', 'quantique', 'robotique',
      'véhicule électrique', 'voiture électrique', 'gpu', 'processeur', 'algorithme', 'numérique',
    ],
    finance: [
      'banque', 'bancaire', 'prêteur', 'prêt', 'crédit', 'crédit immobilier', 'emprunt', 'obligation', 'bon du trésor',
      'taux d\'intérêt', 'dépôt', 'capital', 'fintech', 'paiement', 'assureur', 'assurance', 'gestionnaire d\'actifs', 'financier',
      'financière', 'finance', 'courtier', 'courtage', 'wall street', 'test de résistance', 'stress test', 'bilan', 'fonds propres',
      'exigence de fonds propres', 'liquidité', 'services financiers', 'établissement financier',
    ],
  },
  sentiment: {
    negators: [
      'ne', 'n', 'pas', 'sans', 'jamais', 'aucun', 'aucune', 'ni', 'plus', 'rien', 'personne', 'guère', 'nullement', 'non',
      'nul', 'nulle', 'loin de', 'faute de', 'absence de', 'échoue à', 'ne parvient pas',
    ],
    bullish: [
      // Markets and prices
      's\'envole', 's\'envolent', 'envolée', 'bondit', 'bondissent', 'a bondi', 'bond', 'flambe', 'flambée', 'grimpe en flèche',
      'décolle', 'décollage', 'explose', 'explosion des ventes', 'record', 'records', 'nouveau record', 'record historique',
      'plus haut historique', 'plus haut annuel', 'sommet historique', 'au plus haut', 'rally', 'rallye', 'rebond', 'rebondit',
      'rebondissent', 'redresse', 'se redresse', 'redressement', 'reprise', 'se reprend', 'reprend des couleurs', 'embellie',
      'euphorie', 'optimisme', 'optimiste', 'regain', 'regain d\'intérêt', 'appétit pour le risque', 'soutien',
      'soutenu', 'porté', 'portée', 'dopé', 'dopée', 'dope', 'tiré', 'tirée', 'haussier', 'haussière', 'tendance haussière',
      'marché haussier', 'percée', 'franchit', 'franchit la barre', 'signe un plus haut', 'surperforme',
      'surperformance', 'solide', 'solides', 'robuste', 'vigoureux', 'vigoureuse', 'dynamique', 'dynamisme',
      // Results and guidance
      'dépasse les attentes', 'dépasse les prévisions', 'dépasse le consensus', 'au-dessus des attentes', 'supérieur aux attentes',
      'supérieurs aux attentes', 'meilleur que prévu', 'meilleurs que prévu', 'bat le consensus', 'bat les attentes',
      'bonne surprise', 'surprise positive', 'relève ses prévisions', 'relève son objectif', 'relève ses objectifs',
      'relèvement des prévisions', 'rehausse', 'rehausse ses prévisions', 'bénéfice record', 'chiffre d\'affaires record',
      'résultats record', 'marge record', 'croissance à deux chiffres', 'bénéficiaire', 'retour aux bénéfices', 'renoue avec',
      'renoue avec les bénéfices', 'renoue avec la croissance', 'accélère', 'accélération', 'dividende exceptionnel',
      'hausse du dividende', 'relève son dividende', 'rachat d\'actions', 'programme de rachat', 'carnet de commandes',
      'commandes record', 'gagne des parts de marché', 'succès', 'réussite', 'contrat géant', 'remporte',
      // Ratings and deals
      'relèvement de recommandation', 'relève sa recommandation', 'relevé à l\'achat', 'recommandation à l\'achat', 'à l\'achat',
      'surpondérer', 'relève l\'objectif de cours', 'relèvement de l\'objectif', 'relève la note', 'relèvement de la note',
      'perspective positive', 'note relevée', 'offre de rachat', 'opa amicale', 'prime de rachat', 'partenariat',
      'feu vert', 'approuvé', 'approuve', 'autorisé', 'autorisation', 'homologation', 'homologué', 'succès commercial',
      // Crypto
      'adoption', 'adoption massive', 'afflux', 'flux entrants', 'entrées record', 'collecte record', 'approbation des etf',
      'etf approuvé', 'réserve stratégique', 'accumulation', 'accumulent', 'halving', 'mise à jour réussie', 'cotation',
      'listé', 'inscrit à la cote', 'levée de fonds', 'lève', 'clarté réglementaire', 'abandonne les poursuites',
      'classement sans suite', 'victoire judiciaire', 'remporte son procès',
      // Macro
      'baisse des taux', 'assouplissement', 'assouplit', 'détente', 'détente des taux', 'désinflation', 'ralentissement de l\'inflation',
      'reflux de l\'inflation', 'l\'inflation ralentit', 'l\'inflation recule', 'le chômage recule', 'baisse du chômage',
      'plein emploi', 'créations d\'emplois', 'embauches', 'expansion', 'excédent', 'accord commercial',
      'trêve commerciale', 'relance', 'plan de relance', 'stimulus', 'atterrissage en douceur', 'sortie de récession',
      'résilience', 'résiliente', 'confiance des ménages en hausse', 'améliore', 'amélioration', 's\'améliore',
    ],
    bearish: [
      // Markets and prices
      'chute', 'chutent', 'a chuté', 'dégringole', 'dégringolade', 'plonge', 'plongent', 'a plongé', 'plongeon',
      's\'effondre', 's\'effondrent', 'effondrement', 'krach', 'débâcle', 'déroute', 'décroche', 'décrochage', 'dévisse',
      'dévissent', 'lourde chute', 'forte baisse', 'vague de ventes', 'ventes massives', 'panique', 'vent de panique', 'sell-off',
      'tourmente', 'turbulences', 'tempête', 'plus bas', 'plus bas annuel', 'plus bas historique', 'au plus bas', 'creux',
      'baissier', 'baissière', 'marché baissier', 'tendance baissière', 'pression vendeuse', 'capitulation', 'liquidations',
      'liquidations massives', 'sous-performe', 'sous-performance', 'efface ses gains', 'perd tous ses gains', 'rechute', 'sombre',
      'sombrent', 'recul marqué', 'pire séance', 'pire semaine', 'pire mois', 'aversion au risque', 'fuite vers la sécurité',
      'inquiétude', 'inquiétudes', 'craintes', 'crainte', 'pessimisme', 'pessimiste', 'nervosité', 'incertitude', 'morosité',
      'morose', 'plombé', 'plombée', 'plombe', 'pénalisé', 'pénalisée', 'pèse', 'pèsent', 'lesté', 'faible', 'faibles', 'fragile',
      'fragilité', 'dépréciation', 'dévaluation',
      // Results and guidance
      'avertissement sur résultats', 'lance un avertissement', 'profit warning', 'abaisse', 'abaisse ses prévisions',
      'revoit à la baisse', 'révision à la baisse', 'abaisse son objectif', 'réduit ses prévisions', 'sabre ses prévisions',
      'en dessous des attentes', 'inférieur aux attentes', 'inférieurs aux attentes', 'sous les attentes', 'moins bon que prévu',
      'moins bons que prévu', 'pire que prévu', 'déçoit', 'décevant', 'décevants', 'décevante', 'déception', 'manque le consensus',
      'rate le consensus', 'mauvaise surprise', 'perte', 'pertes', 'perte nette', 'pertes abyssales', 'déficitaire', 'dans le rouge',
      'dépréciation d\'actifs', 'suppression du dividende', 'suspend son dividende', 'coupe son dividende', 'réduit son dividende',
      'licenciements', 'licencie', 'suppressions de postes', 'supprime', 'plan social', 'restructuration', 'fermeture d\'usines',
      'fermeture', 'rappel massif', 'retard', 'retards', 'pénurie', 'grève', 'grèves', 'contrefaçon',
      // Ratings
      'dégradation', 'dégrade', 'dégradé', 'abaissement de recommandation', 'abaisse sa recommandation', 'à la vente',
      'recommandation à la vente', 'sous-pondérer', 'abaisse l\'objectif de cours', 'abaisse la note', 'note abaissée',
      'perspective négative', 'sous surveillance négative', 'catégorie spéculative',
      // Crypto and scandal
      'piratage', 'piraté', 'piratée', 'pirates', 'hackers', 'cyberattaque', 'faille', 'vol', 'volés', 'détournement',
      'escroquerie', 'arnaque', 'fraude', 'frauduleux', 'rug pull', 'ponzi', 'gel des retraits', 'suspend les retraits',
      'suspension des retraits', 'insolvable', 'insolvabilité', 'faillite', 'dépôt de bilan', 'redressement judiciaire',
      'liquidation judiciaire', 'défaut', 'défaut de paiement', 'décrochage du stablecoin', 'perd son ancrage', 'sorties de fonds',
      'sorties de capitaux', 'décollecte', 'retraits massifs', 'rejet', 'rejette', 'rejeté', 'interdiction', 'interdit',
      'poursuites', 'poursuivi', 'plainte', 'inculpation', 'inculpé', 'amende', 'sanction', 'sanctions', 'enquête', 'perquisition',
      'scandale', 'démission', 'démissionne', 'radiation', 'radié', 'retiré de la cote',
      // Macro
      'récession', 'contraction', 'se contracte', 'ralentissement', 'stagnation', 'stagflation', 'hausse des taux', 'resserrement',
      'durcissement', 'l\'inflation accélère', 'l\'inflation grimpe', 'le chômage augmente', 'hausse du chômage',
      'destructions d\'emplois', 'guerre commerciale', 'droits de douane punitifs', 'tensions', 'tensions géopolitiques',
      'crise', 'choc', 'dérapage', 'dérapage budgétaire', 'surendettement', 'dégradation de la note souveraine', 'tarifs douaniers',
    ],
    rises: [
      'hausse', 'en hausse', 'progresse', 'progressent', 'progression', 'a progressé', 'grimpe', 'grimpent', 'a grimpé', 'monte',
      'montent', 'a monté', 'augmente', 'augmentent', 'a augmenté', 'augmentation', 'gagne', 'gagnent', 'a gagné', 'avance',
      'avancent', 'a avancé', 'croît', 'croissent', 'accroissement', 'bondit', 'a bondi', 'bond', 'flambe', 's\'envole',
      'envolée', 'accélère', 'accélération', 'remonte', 'remontée', 'rebondit', 'rebond', 'gonfle', 'redresse', 'relève',
      'relèvement', 'relevé', 'grimpée', 'poussée', 'atteint un record', 'dépasse', 'franchit', 'double', 'triple',
      's\'apprécie', 'se renforce', 'renchérit', 'plus haut',
    ],
    falls: [
      'baisse', 'en baisse', 'recule', 'reculent', 'a reculé', 'recul', 'repli', 'se replie', 'se replient', 'chute', 'chutent',
      'a chuté', 'diminue', 'diminuent', 'a diminué', 'diminution', 'perd', 'perdent', 'a perdu', 'cède', 'cèdent', 'a cédé',
      'baissent', 'a baissé', 'glisse', 'glissent', 'a glissé', 'fléchit', 'fléchissement', 'décline', 'déclin',
      'ralentit', 'ralentissement', 'reflue', 'reflux', 'plonge', 'plongent', 'dégringole', 'se contracte', 'contraction',
      'fondent', 'se tasse', 'tassement', 'décélère', 'décélération', 'dévisse', 's\'effrite', 'effritement', 'retombe', 'régresse',
      'abaisse', 'réduit', 'réduction', 'se déprécie', 'faiblit', 'plus bas',
    ],
    badThings: [
      'inflation', 'chômage', 'taux de chômage', 'demandeurs d\'emploi', 'inscriptions au chômage', 'pertes', 'perte',
      'perte nette', 'dette', 'endettement', 'dette publique', 'déficit', 'déficit public', 'déficit commercial', 'licenciements',
      'suppressions de postes', 'défauts de paiement', 'défaillances', 'défaillances d\'entreprises', 'faillites', 'volatilité',
      'vix', 'coûts', 'charges', 'dépenses', 'taux', 'rendements', 'spread', 'écart de taux', 'primes de risque',
      'coût du crédit', 'coût de l\'énergie', 'prix de l\'énergie', 'prix du pétrole', 'impayés', 'créances douteuses',
      'provisions', 'retraits', 'sorties de capitaux', 'décollecte', 'stocks invendus', 'invendus', 'retards', 'tensions', 'incertitude',
      'risque', 'risques', 'piratages', 'fraudes', 'amendes', 'droits de douane', 'tarifs douaniers',
    ],
  },
};
