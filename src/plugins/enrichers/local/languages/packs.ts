// The language packs the local enricher reads with, one per language besides English.
import { pack as de } from './de/pack.js';
import { pack as es } from './es/pack.js';
import { pack as fr } from './fr/pack.js';
import { events as deEvents } from './de/events.js';
import { events as esEvents } from './es/events.js';
import { events as frEvents } from './fr/events.js';
import type { EventWords, LanguagePack, PackLanguage } from './pack.js';

export const PACKS: Record<PackLanguage, LanguagePack> = { es, fr, de };

export const PACK_EVENTS: Record<PackLanguage, EventWords> = { es: esEvents, fr: frEvents, de: deEvents };
