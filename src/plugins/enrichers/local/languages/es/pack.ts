// The Spanish pack: the words each part of the local enricher reads in Spanish news (Spain and
// Latin America). Written as a text has them, lower case; the code folds accents' case and stems.
import type { LanguagePack } from '../pack.js';

// Moves that follow or precede an asset's name in a market story ("el bitcoin cae", "sube Tesla").
const MOVES = [
  'sube', 'suben', 'subió', 'subieron', 'baja', 'bajan', 'bajó', 'bajaron', 'cae', 'caen', 'cayó', 'cayeron', 'avanza',
  'avanzan', 'avanzó', 'retrocede', 'retroceden', 'retrocedió', 'gana', 'ganan', 'ganó', 'pierde', 'pierden', 'perdió',
  'dispara', 'disparan', 'disparó', 'desploma', 'desploman', 'desplomó', 'hunde', 'hunden', 'hundió', 'repunta',
  'repuntó', 'rebota', 'rebotó', 'escala', 'escaló', 'cede', 'ceden', 'cedió', 'alza', 'alzas', 'caída', 'caídas',
  'subida', 'subidas',
];

const EQUITY = [
  'acción', 'acciones', 'título', 'títulos', 'valor', 'valores', 'cotización', 'cotiza', 'cotizan', 'compañía', 'empresa',
  'grupo', 'firma', 'gigante', 'multinacional', 'tecnológica', 'farmacéutica', 'petrolera', 'fabricante', 'banco',
  'aseguradora', 'minorista', 'cadena', 'marca', 'beneficio', 'beneficios', 'ingresos', 'ventas', 'facturación',
  'resultados', 'trimestre', 'trimestral', 'dividendo', 'recompra', 'previsiones', 'perspectivas', 'accionistas',
  'inversores', 'analistas', 'consejero', 'delegado', 'presidente', 'capitalización', 'bursátil', 'bolsa', 'nasdaq',
  'nyse', 'wall', 'opa', 'adquisición', 'fusión', 'iphone', 'ipad', 'chips', 'chip', 'nube', 'clientes', 'suscriptores',
  'millones', 'billones', 'mercado', 'antimonopolio', 'inc', 'corp', 'plc', ...MOVES,
];

const CRYPTO = [
  'token', 'tokens', 'moneda', 'monedas', 'criptomoneda', 'criptomonedas', 'criptoactivo', 'criptoactivos', 'cripto',
  'criptodivisa', 'criptodivisas', 'blockchain', 'cadena', 'red', 'protocolo', 'capa', 'mainnet', 'testnet', 'staking',
  'defi', 'ecosistema', 'fundación', 'dao', 'precio', 'cotización', 'billetera', 'monedero', 'cartera', 'validadores',
  'exchange', 'plataforma', 'memecoin', 'memecoins', 'stablecoin', 'airdrop', 'dex', 'altcoin', 'altcoins', 'minería',
  'mineros', 'halving', 'etf', ...MOVES,
];

const INDEX = [
  'índice', 'índices', 'selectivo', 'indicador', 'compuesto', 'promedio', 'puntos', 'cerró', 'cierra', 'cierre', 'abrió',
  'abre', 'apertura', 'sesión', 'jornada', 'futuros', 'referencia', 'tecnológico', 'industrial', 'bolsa', 'parqué',
  'récord', 'máximos', 'mínimos', 'terminó', 'acabó', 'finalizó', 'ganancias', 'pérdidas', 'alcista', 'bajista',
  'soporte', 'resistencia', ...MOVES,
];

const CURRENCY = [
  'dólar', 'dólares', 'frente', 'divisa', 'divisas', 'moneda', 'monedas', 'cambio',
  'forex', 'cruce', 'paridad', 'debilita', 'debilitó', 'fortalece', 'fortaleció', 'aprecia', 'apreció', 'deprecia',
  'depreció', 'revaluación', 'devaluación', 'intervención', 'cotiza', 'cotizaba', ...MOVES,
];

export const pack: LanguagePack = {
  code: 'es',
  stopWords: [
    // Function words the library's short list leaves in.
    'unos', 'unas', 'esto', 'esta', 'este', 'estos', 'estas', 'esa', 'esos', 'esas', 'aquel', 'aquella', 'aquellos',
    'aquellas', 'ello', 'ellos', 'ellas', 'nosotros', 'vosotros', 'usted', 'ustedes', 'les', 'os', 'mis', 'tu', 'tus',
    'nuestro', 'nuestra', 'nuestros', 'nuestras', 'suyo', 'suya', 'suyos', 'suyas', 'cuyo', 'cuya', 'cuyos', 'cuyas',
    'cuales', 'quienes', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'tras', 'ante', 'bajo', 'entre', 'hacia', 'mediante',
    'salvo', 'según', 'e', 'u', 'pues', 'aunque', 'mientras', 'sino', 'si', 'así', 'aún', 'todavía', 'luego', 'entonces',
    'además', 'incluso', 'sólo', 'solo', 'casi', 'tan', 'tanto', 'tanta', 'tantos', 'tantas', 'mucho', 'mucha', 'muchos',
    'muchas', 'menos', 'algo', 'alguien', 'algún', 'alguno', 'alguna', 'algunos', 'algunas', 'ningún', 'ninguno',
    'ninguna', 'nada', 'nadie', 'todo', 'toda', 'todos', 'todas', 'cada', 'otra', 'otros', 'otras', 'mismo', 'misma',
    'mismos', 'mismas', 'dicho', 'dicha', 'donde', 'adonde', 'cómo', 'dónde', 'cuándo', 'cuál', 'quién', 'es', 'son',
    'era', 'eran', 'fue', 'fueron', 'ser', 'sido', 'siendo', 'sea', 'sean', 'será', 'serán', 'sería', 'está', 'están',
    'estaba', 'estaban', 'estar', 'estado', 'estuvo', 'ha', 'han', 'he', 'hemos', 'había', 'habían', 'haber', 'habido',
    'hay', 'hubo', 'habrá', 'tiene', 'tienen', 'tenía', 'tener', 'tuvo', 'hace', 'hacen', 'hizo', 'hacer', 'puede',
    'pueden', 'podría', 'podrían', 'pudo', 'debe', 'deben', 'debería', 'va', 'van', 'iba', 'ir',
    // Words every news story repeats.
    'dijo', 'dice', 'afirmó', 'aseguró', 'explicó', 'señaló', 'indicó', 'añadió', 'declaró', 'comentó', 'apuntó',
    'informó', 'detalló', 'precisó', 'subrayó', 'destacó', 'recordó', 'agregó', 'manifestó', 'sostuvo', 'fuentes',
    'portavoz', 'comunicado', 'declaraciones', 'nota', 'informe', 'año', 'años', 'mes', 'meses', 'semana', 'semanas',
    'día', 'días', 'hoy', 'ayer', 'mañana', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo',
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre',
    'noviembre', 'diciembre', 'señor', 'señora', 'sr', 'sra', 'vez', 'veces', 'parte', 'caso', 'forma', 'manera',
    'embargo', 'respecto', 'través', 'actualmente', 'recientemente',
  ],
  tickerCues: { crypto: CRYPTO, equity: EQUITY, fund: EQUITY, index: INDEX, currency: CURRENCY },
  topicKeywords: {
    crypto: [
      'cripto', 'criptomoneda', 'criptomonedas', 'criptodivisa', 'criptoactivo', 'activo digital', 'activos digitales',
      'token', 'altcoin', 'stablecoin', 'moneda estable', 'memecoin', 'exchange', 'plataforma de intercambio', 'binance',
      'coinbase', 'kraken', 'billetera', 'monedero digital', 'on-chain', 'airdrop', 'web3', 'tether', 'usdc',
      'futuros perpetuos', 'tasa de financiación', 'liquidación', 'staking', 'monedero frío', 'bit2me', 'criptomercado',
      'mercado cripto', 'minería', 'minero',
    ],
    bitcoin: [
      'bitcoin', 'btc', 'halving', 'halvening', 'satoshi', 'tasa de hash', 'hashrate', 'poder de cómputo',
      'minero de bitcoin', 'minería de bitcoin', 'red lightning', 'lightning network', 'etf de bitcoin',
      'bitcoin al contado', 'microstrategy', 'saylor', 'reserva de bitcoin',
    ],
    ethereum: [
      'ethereum', 'ether', 'eth', 'buterin', 'vitalik', 'eip', 'blob', 'dencun', 'pectra', 'evm', 'fundación ethereum',
      'etf de ether', 'etf de ethereum', 'gas', 'red ethereum', 'the merge', 'prueba de participación',
    ],
    defi: [
      'defi', 'finanzas descentralizadas', 'pool de liquidez', 'fondo de liquidez', 'protocolo de préstamos',
      'yield farming', 'agricultura de rendimiento', 'dex', 'exchange descentralizado', 'intercambio descentralizado',
      'amm', 'creador de mercado automatizado', 'valor total bloqueado', 'tvl', 'uniswap', 'aave', 'makerdao', 'lido',
      'curve finance', 'préstamo flash', 'préstamos flash', 'staking líquido', 'restaking', 'oráculo', 'bóveda',
      'token de gobernanza', 'contrato inteligente',
    ],
    nft: [
      'nft', 'nfts', 'token no fungible', 'tokens no fungibles', 'no fungible', 'coleccionable digital', 'opensea',
      'bored ape', 'cryptopunks', 'precio mínimo', 'precio suelo', 'acuñar', 'acuñación', 'acuñado', 'regalías',
      'mercado de nft', 'colección nft', 'colección de nft', 'arte digital', 'pfp',
    ],
    blockchain: [
      'blockchain', 'cadena de bloques', 'on-chain', 'registro distribuido', 'contabilidad distribuida',
      'contrato inteligente', 'capa 2', 'capa 1', 'layer 2', 'layer-2', 'rollup', 'red principal', 'mainnet',
      'red de pruebas', 'testnet', 'validador', 'actualización de red', 'bifurcación', 'hard fork', 'tokenización',
      'tokenizar', 'tokenizado', 'interoperabilidad', 'cadena cruzada', 'puente', 'comisión de red',
      'comisiones de transacción', 'nodo',
    ],
    regulation: [
      'regulación', 'regulador', 'regulatorio', 'normativa', 'cnmv', 'sec', 'cftc', 'esma', 'mica', 'banco de españa',
      'supervisor', 'supervisión', 'demanda', 'multa', 'multado', 'sanción', 'expediente', 'cumplimiento normativo',
      'legislación', 'ley', 'proyecto de ley', 'congreso', 'senado', 'parlamento', 'tribunal', 'juez', 'fallo',
      'sentencia', 'acuerdo extrajudicial', 'licencia', 'autorización', 'prohibición', 'blanqueo de capitales',
      'lavado de dinero', 'kyc', 'fiscalía', 'fiscal', 'investigación', 'hacienda', 'agencia tributaria',
    ],
    economy: [
      'economía', 'inflación', 'ipc', 'índice de precios', 'precios al consumo', 'pib', 'producto interior bruto',
      'recesión', 'desaceleración', 'paro', 'desempleo', 'empleo', 'afiliación', 'seguridad social', 'mercado laboral',
      'salario', 'banco central', 'reserva federal', 'fed', 'bce', 'banco central europeo', 'banco de inglaterra',
      'banco de japón', 'banxico', 'tipos de interés', 'tasa de interés', 'política monetaria', 'política fiscal',
      'déficit', 'deuda pública', 'aranceles', 'balanza comercial', 'ventas minoristas', 'consumo', 'pmi', 'vivienda',
      'hipotecas', 'euríbor', 'crecimiento', 'prima de riesgo',
    ],
    markets: [
      'mercado', 'bolsa', 'parqué', 'índice', 'ibex', 'ibex 35', 's&p 500', 'nasdaq', 'dow jones', 'euro stoxx', 'bmv',
      'bovespa', 'merval', 'bono', 'tesoro', 'rentabilidad', 'petróleo', 'brent', 'crudo', 'oro', 'divisa', 'divisas',
      'dólar', 'euro', 'yen', 'libra', 'peso', 'volatilidad', 'vix', 'venta masiva', 'desplome', 'rally', 'repunte',
      'rebote', 'apetito por el riesgo', 'sesión', 'renta variable', 'tipo de cambio', 'puntos básicos', 'futuros',
    ],
    stocks: [
      'acción', 'acciones', 'título', 'títulos', 'renta variable', 'beneficio', 'beneficio neto', 'resultados', 'bpa',
      'ingresos', 'facturación', 'ebitda', 'previsiones', 'opv', 'salida a bolsa', 'recompra de acciones', 'dividendo',
      'precio objetivo', 'analista', 'opa', 'adquisición', 'fusión', 'venta en corto', 'posiciones cortas',
      'capitalización', 'capitalización bursátil', 'accionista', 'accionistas', 'cotizada', 'cotizadas',
      'gran capitalización', 'blue chip', 's&p 500', 'ibex 35', 'nyse',
    ],
    investing: [
      'inversor', 'inversores', 'inversión', 'inversiones', 'cartera', 'fondo', 'fondos', 'fondo de inversión', 'etf',
      'fondo cotizado', 'gestora', 'gestor', 'asignación de activos', 'hedge fund', 'fondo de cobertura',
      'plan de pensiones', 'pensiones', 'jubilación', 'dividendo', 'valoración', 'entradas', 'salidas', 'patrimonio',
      'largo plazo', 'diversificación', 'fondo indexado', 'capital riesgo', 'private equity', 'clase de activo',
      'comprar en la caída', 'rentabilidad por dividendo', 'ahorro', 'ahorradores',
    ],
    technology: [
      'tecnología', 'tecnológica', 'tecnológicas', 'software', 'hardware', 'ia', 'inteligencia artificial',
      'aprendizaje automático', 'chip', 'chips', 'semiconductor', 'semiconductores', 'fabricante de chips', 'nube',
      'centro de datos', 'centros de datos', 'ciberseguridad', 'smartphone', 'teléfono inteligente', 'iphone',
      'aplicación', 'app', 'startup', 'emergente', 'internet', 'computación cuántica', 'robótica', 'vehículo eléctrico',
      'coche eléctrico', 'gpu', 'algoritmo', 'digitalización',
    ],
    finance: [
      'banco', 'bancos', 'banca', 'entidad financiera', 'entidades financieras', 'prestamista', 'préstamo', 'préstamos',
      'crédito', 'hipoteca', 'bono', 'tesoro', 'tipos de interés', 'depósito', 'depósitos', 'capital', 'fintech', 'pagos',
      'medios de pago', 'aseguradora', 'seguros', 'gestora', 'financiero', 'financiera', 'finanzas', 'bróker',
      'intermediario', 'wall street', 'prueba de resistencia', 'test de estrés', 'balance', 'requisitos de capital',
      'solvencia', 'liquidez', 'servicios financieros', 'morosidad',
    ],
  },
  sentiment: {
    negators: [
      'no', 'sin', 'nunca', 'jamás', 'ni', 'tampoco', 'ningún', 'ninguno', 'ninguna', 'nada', 'nadie', 'evita', 'evitó',
      'descarta', 'descartó', 'incapaz', 'falla', 'fracasa', 'fracasó',
    ],
    bullish: [
      // Markets.
      'se dispara', 'se disparan', 'se disparó', 'dispara', 'disparan', 'se dispararon', 'escala', 'escalan', 'escaló',
      'vuela', 'vuelan', 'voló', 'brinca', 'brinco', 'salta', 'saltó', 'récord', 'récords', 'máximo histórico',
      'máximos históricos', 'nuevo máximo', 'máximos anuales', 'rally', 'remonta', 'remontó', 'se recupera',
      'se recuperan', 'se recuperó', 'recuperación', 'rebota', 'rebotó', 'rebote', 'alcista', 'fuerte alza',
      'fuertes alzas', 'subidas generalizadas', 'se revaloriza', 'se revalorizan', 'revalorización', 'euforia',
      'optimismo', 'optimista', 'apetito por el riesgo', 'lidera las subidas', 'encabeza las ganancias', 'mejor sesión',
      'mejor semana', 'mejor mes', 'entradas de capital', 'entradas récord', 'flujos de entrada', 'compras',
      'demanda sólida', 'fuerte demanda',
      // Results and guidance.
      'supera las previsiones', 'supera las expectativas', 'superó las previsiones', 'superó las estimaciones',
      'bate las previsiones', 'bate las expectativas', 'batió', 'mejor de lo esperado', 'por encima de lo esperado',
      'beneficio récord', 'beneficios récord', 'ventas récord', 'ingresos récord', 'dispara su beneficio',
      'multiplica su beneficio', 'duplica su beneficio', 'eleva su previsión', 'eleva sus previsiones',
      'mejora sus previsiones', 'mejora su previsión', 'eleva el dividendo', 'aumenta el dividendo',
      'dividendo extraordinario', 'recompra de acciones', 'vuelve a beneficios', 'vuelve a ganar dinero',
      'regresa a los beneficios', 'sale de pérdidas', 'márgenes récord', 'crecimiento sólido', 'crece a doble dígito',
      'sólidos resultados', 'resultados sólidos', 'robustos', 'boyante', 'fortaleza', 'sólido', 'sólida', 'solidez',
      'impulso', 'impulsa', 'impulsó', 'impulsan', 'gana cuota',
      // Ratings and deals.
      'recomienda comprar', 'recomendación de compra', 'consejo de compra', 'eleva a comprar', 'sobreponderar',
      'mejora la recomendación', 'eleva el precio objetivo', 'sube el precio objetivo', 'eleva la calificación',
      'mejora la calificación', 'mejora el rating', 'grado de inversión', 'perspectiva positiva', 'acuerdo', 'alianza',
      'contrato millonario', 'adjudica', 'se adjudica', 'adjudicación', 'opa amistosa', 'aprobación', 'aprueba', 'aprobó',
      'luz verde', 'autoriza', 'autorizó',
      // Crypto.
      'adopción', 'adopción institucional', 'etf aprobado', 'aprobación del etf', 'entradas en los etf', 'acumulación',
      'ballenas compran', 'reserva estratégica', 'alcanza un nuevo máximo', 'supera la barrera',
      // Macro.
      'crecimiento', 'expansión', 'bajada de tipos', 'recorte de tipos', 'rebaja de tipos', 'estímulo', 'estímulos',
      'creación de empleo', 'crea empleo', 'récord de afiliados', 'afiliación récord', 'pleno empleo', 'superávit',
      'desinflación', 'aterrizaje suave', 'confianza', 'mejora', 'mejoras', 'mejoró', 'ganancia', 'ganancias',
      'sorpresa positiva', 'favorable', 'positivo', 'positiva', 'éxito', 'exitoso', 'triunfo', 'subidón', 'aplauden',
      'aplaude', 'aguanta', 'aguantan', 'resiste', 'resisten', 'deja atrás', 'más que nunca', 'entradas netas',
      'registran entradas', 'suman entradas', 'capta', 'captan', 'auge', 'boom', 'florece', 'prospera', 'despega',
      'despegue', 'tregua', 'alivio', 'respiro',
    ],
    bearish: [
      // Markets.
      'se desploma', 'se desploman', 'se desplomó', 'desplome', 'desplomes', 'se hunde', 'se hunden', 'se hundió',
      'hundimiento', 'se derrumba', 'se derrumban', 'se derrumbó', 'derrumbe', 'colapso', 'colapsa', 'colapsó', 'crac',
      'crash', 'pánico', 'sangría', 'batacazo', 'lunes negro', 'jornada para olvidar', 'agujero', 'tapar pérdidas',
      'blanqueo', 'burbuja', 'temen', 'teme', 'desconfianza', 'condena', 'condenada', 'indemnizaciones',
      'presión vendedora', 'presionan', 'presiona', 'salidas netas', 'registran salidas', 'sufren salidas', 'reembolsos',
      'caída libre', 'en picado', 'se hunde en bolsa', 'mínimo histórico', 'mínimos históricos', 'mínimos anuales',
      'nuevo mínimo', 'peor sesión', 'peor semana', 'peor mes', 'peor día', 'venta masiva', 'ventas masivas',
      'ola de ventas', 'liquidaciones', 'liquidación', 'fuga de capitales', 'salidas de capital', 'salidas récord',
      'flujos de salida', 'bajista', 'pesimismo', 'pesimista', 'miedo', 'temor', 'temores', 'incertidumbre',
      'aversión al riesgo', 'lidera las caídas', 'encabeza las pérdidas', 'tensión', 'tensiones', 'turbulencias',
      'castigo', 'castigada', 'castigado', 'lastra', 'lastran', 'lastró', 'penaliza', 'penalizó', 'pierde', 'pierden',
      'perdió', 'tropieza', 'tropezó', 'sufre', 'sufren', 'sufrió', 'se estrella', 'hundida', 'desplomada',
      // Results and guidance.
      'no cumple las previsiones', 'por debajo de lo esperado', 'peor de lo esperado', 'decepciona', 'decepcionan',
      'decepcionó', 'decepcionantes', 'decepción', 'advertencia de beneficios', 'profit warning', 'rebaja su previsión',
      'rebaja sus previsiones', 'recorta su previsión', 'recorta sus previsiones', 'recorta', 'recortan', 'recortó',
      'recorte', 'recortes', 'empeora', 'empeoró', 'empeoramiento', 'suspende el dividendo', 'elimina el dividendo',
      'recorta el dividendo', 'entra en pérdidas', 'pérdidas millonarias', 'números rojos', 'despidos', 'despide',
      'despidió', 'ere', 'expediente de regulación', 'ajuste de plantilla', 'cierre de plantas', 'cierra tiendas',
      'deterioro', 'deterioros', 'provisiones', 'debilidad', 'débil', 'débiles', 'frenazo', 'se frena', 'estancamiento',
      'se estanca',
      // Ratings and legal trouble.
      'recomienda vender', 'recomendación de venta', 'rebaja a vender', 'infraponderar', 'rebaja la recomendación',
      'recorta el precio objetivo', 'rebaja el precio objetivo', 'rebaja la calificación', 'rebaja el rating',
      'bono basura', 'perspectiva negativa', 'quiebra', 'bancarrota', 'concurso de acreedores', 'insolvencia',
      'insolvente', 'suspensión de pagos', 'impago', 'default', 'rescate', 'intervenida', 'demanda judicial',
      'presenta una demanda', 'multa', 'multada', 'sanción', 'sancionada', 'investigación', 'fraude', 'estafa',
      'escándalo', 'imputado', 'imputada', 'detenido', 'acusación', 'prohíbe', 'prohibición', 'veto', 'bloquea',
      'bloqueó', 'rechaza', 'rechazó', 'retira', 'retiró', 'suspende', 'suspendió', 'cancela', 'canceló',
      // Crypto.
      'hackeo', 'hackeado', 'hackeada', 'hackers', 'ataque informático', 'ciberataque', 'robo', 'robados', 'exploit',
      'vulnerabilidad', 'brecha de seguridad', 'congela los retiros', 'suspende los retiros', 'paraliza los retiros',
      'estafa piramidal', 'rug pull', 'pierde la paridad', 'desvinculación', 'liquidaciones masivas', 'ballenas venden',
      // Macro.
      'recesión', 'crisis', 'contracción', 'se contrae', 'se contrajo', 'subida de tipos', 'alza de tipos',
      'endurecimiento', 'estanflación', 'se dispara la inflación', 'inflación desbocada', 'destrucción de empleo',
      'destruye empleo', 'aranceles', 'guerra comercial', 'sanciones', 'amenaza', 'amenazas', 'riesgo', 'riesgos',
      'alerta', 'advierte', 'advirtió', 'advertencia', 'preocupación', 'preocupa', 'negativo', 'negativa', 'desfavorable',
      'fracaso', 'problemas',
    ],
    rises: [
      'sube', 'suben', 'subió', 'subieron', 'subirá', 'subida', 'subidas', 'aumenta', 'aumentan', 'aumentó', 'aumentaron',
      'aumento', 'avanza', 'avanzan', 'avanzó', 'avance', 'repunta', 'repuntan', 'repuntó', 'repunte', 'crece', 'crecen',
      'creció', 'crecieron', 'incremento', 'incrementa', 'se incrementa', 'incrementó', 'alza', 'al alza', 'eleva',
      'elevó', 'se eleva', 'se elevó', 'gana', 'ganan', 'ganó', 'escala', 'escaló', 'se dispara', 'se disparó',
      'se duplica', 'se duplicó', 'se acelera', 'se aceleró', 'aceleración', 'trepa', 'trepó', 'amplía', 'amplió',
      'se amplía', 'recupera', 'recuperan', 'recuperó', 'supera', 'superan', 'superó', 'triplica', 'se triplica',
      'multiplica', 'se multiplica', 'máximo', 'máximos', 'más alto',
    ],
    falls: [
      'baja', 'bajan', 'bajó', 'bajaron', 'bajada', 'bajadas', 'cae', 'caen', 'cayó', 'cayeron', 'caída', 'caídas',
      'retrocede', 'retroceden', 'retrocedió', 'retroceso', 'descenso', 'descensos', 'desciende', 'descienden',
      'descendió', 'disminuye', 'disminuyen', 'disminuyó', 'disminución', 'reduce', 'se reduce', 'redujo', 'se redujo',
      'reducción', 'recorta', 'recortó', 'cede', 'ceden', 'cedió', 'pierde', 'pierden', 'perdió', 'se modera',
      'se moderó', 'modera', 'moderación', 'se desacelera', 'se desaceleró', 'desaceleración', 'se ralentiza', 'se frena',
      'a la baja', 'se contrae', 'se desploma', 'se desplomó', 'se hunde', 'se hundió', 'mínimo', 'mínimos', 'más bajo',
    ],
    badThings: [
      'inflación', 'ipc', 'paro', 'parados', 'desempleo', 'desempleados', 'pérdida', 'pérdidas', 'números rojos', 'deuda',
      'déficit', 'despidos', 'impagos', 'impago', 'morosidad', 'volatilidad', 'vix', 'costes', 'costos', 'gastos',
      'prima de riesgo', 'tipos de interés', 'tipos', 'euríbor', 'quiebras', 'concursos', 'desahucios', 'pobreza',
      'incertidumbre', 'riesgo', 'aranceles', 'expedientes de regulación', 'solicitudes de subsidio',
      'peticiones de subsidio', 'demandantes de empleo', 'deterioros', 'provisiones', 'reembolsos', 'liquidaciones',
      'endeudamiento', 'apalancamiento', 'déficit comercial', 'deuda pública', 'tensiones', 'recesión',
    ],
  },
};
