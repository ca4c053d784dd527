import type { EventWords } from '../pack.js';

// The kinds of news that move prices, and words of size, as Spanish news writes them (scores/events.ts
// has English's). A word with another common sense stands only in a phrase: "demanda judicial", not "demanda" (also demand).
export const events: EventWords = {
  events: {
    rate_decision: ['tipos de interés', 'tipo de interés', 'tasa de interés', 'tasas de interés', 'sube los tipos', 'baja los tipos', 'recorta los tipos', 'mantiene los tipos', 'subida de tipos', 'bajada de tipos', 'recorte de tipos', 'decisión de tipos'],
    macro_data: ['inflación', 'ipc', 'precios al consumo', 'pib', 'producto interior bruto', 'tasa de paro', 'desempleo', 'afiliación', 'ventas minoristas', 'pmi', 'datos de empleo'],
    earnings: ['resultados', 'beneficio trimestral', 'beneficio por acción', 'cuentas trimestrales', 'facturación', 'supera las previsiones', 'advertencia de beneficios', 'rebaja sus previsiones', 'eleva sus previsiones'],
    m_and_a: ['opa', 'oferta pública de adquisición', 'adquisición', 'adquirir', 'fusión', 'compra de', 'acuerda comprar', 'oferta por'],
    hack: ['hackeo', 'hackers', 'pirateo', 'ataque informático', 'ciberataque', 'robo', 'robados', 'vulnerabilidad', 'brecha de seguridad', 'exploit'],
    etf: ['etf', 'fondo cotizado', 'fondos cotizados'],
    bankruptcy: ['quiebra', 'bancarrota', 'concurso de acreedores', 'insolvencia', 'suspensión de pagos', 'impago'],
    enforcement: ['demanda judicial', 'demanda colectiva', 'multa', 'multada', 'sanción', 'sancionada', 'acusada', 'imputado', 'acuerdo judicial', 'expediente sancionador'],
    ipo: ['salida a bolsa', 'opv', 'oferta pública de venta', 'debut bursátil', 'estreno en bolsa'],
    layoffs: ['despidos', 'recorte de empleo', 'recorte de plantilla', 'ere', 'expediente de regulación de empleo'],
    approval: ['aprueba', 'aprobado', 'aprobación', 'luz verde', 'autoriza', 'autorización'],
  },
  magnitude: ['récord', 'máximo histórico', 'histórico', 'el mayor', 'el peor', 'desplome', 'se desploma', 'se dispara', 'se hunde', 'colapso', 'pánico', 'sin precedentes', 'por primera vez'],
};
