import { PREFERENCE_CATEGORY_LABELS, type PreferenceCategory } from '../../../contracts/preferences.js';

const NAMED_AT_MOST = 3;

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const labelOf = (category: string) => PREFERENCE_CATEGORY_LABELS[category as PreferenceCategory] ?? category;

export interface ReasonInput {
  hasPreferences: boolean;
  categories: string[];
  keywords: string[];
  /** The article's categories the member reads most, when nothing they follow matched. */
  readOften: string | null;
}

/** The one sentence under a recommendation that says why it is there. */
export function reasonFor(input: ReasonInput): string {
  if (!input.hasPreferences) return 'Among the most important recent news: set your preferences to personalise this list';
  const named = [...input.categories.map(labelOf), ...input.keywords.map((k) => `'${k}'`)];
  if (named.length > 0) {
    const shown = named.slice(0, NAMED_AT_MOST);
    const more = named.length - shown.length;
    return `Because you follow ${listOf(more > 0 ? [...shown, `${more} more`] : shown)}`;
  }
  if (input.readOften) return `Because you often read ${labelOf(input.readOften)} news`;
  return 'Important recent news outside your preferences';
}
