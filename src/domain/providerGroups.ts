/**
 * The providers of a show by category (part 2 §2: the dashboard's providers box and the side
 * menu's providers modal): categories by name, each one's providers by name (French collation,
 * accents and case aside), placements without a category left out.
 */
import type { ProviderShow } from './api';

export interface ProviderGroup {
  category: ProviderShow['providerShowCategory'];
  placements: ProviderShow[];
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function groupByCategory(placements: readonly ProviderShow[]): ProviderGroup[] {
  const groups = new Map<number, ProviderGroup>();
  for (const placement of placements) {
    const category = placement.providerShowCategory;
    if (!category) continue;
    const group = groups.get(category.id) ?? { category, placements: [] };
    group.placements.push(placement);
    groups.set(category.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => collator.compare(a.category.name, b.category.name))
    .map((group) => ({ ...group, placements: group.placements.sort((a, b) => collator.compare(a.provider.name, b.provider.name)) }));
}

/** Where a placement's link leads: its own link, else its provider's (null: none to open). */
export const placementLink = (placement: ProviderShow): string | null => placement.link || placement.provider.link || null;

/** The clicks of a show's placements together (the dashboard's counter). */
export const totalClicks = (placements: ReadonlyArray<{ counter: number }>): number => placements.reduce((sum, p) => sum + (p.counter ?? 0), 0);
