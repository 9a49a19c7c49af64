import type { ComponentsJSON } from '@nanostores/i18n';

export type CataloguePart = 'town' | 'staff';
type Translated = 'bn' | 'hi';

/** "staff/admin" belongs to the staff part; everything else to the town part. */
export const partOf = (component: string): CataloguePart =>
  component.startsWith('staff/') ? 'staff' : 'town';

// One chunk per language and part: each module gathers its folder's JSON files.
const loaders: Record<
  Translated,
  Record<CataloguePart, () => Promise<{ default: ComponentsJSON }>>
> = {
  bn: { town: () => import('./bn/town'), staff: () => import('./bn/staff') },
  hi: { town: () => import('./hi/town'), staff: () => import('./hi/staff') },
};

export async function loadCatalogue(code: string, part: CataloguePart): Promise<ComponentsJSON> {
  if (code !== 'bn' && code !== 'hi') return {};
  return (await loaders[code][part]()).default;
}
