// The language packs the local enricher reads with, one per language besides English.
import { pack as de } from './de/pack.js';
import { pack as es } from './es/pack.js';
import { pack as fr } from './fr/pack.js';
import type { LanguagePack, PackLanguage } from './pack.js';

export const PACKS: Record<PackLanguage, LanguagePack> = { es, fr, de };
