import type { ComponentsJSON } from '@nanostores/i18n';

export type CataloguePart = 'town' | 'directory' | 'staff';
type Translated = 'bn' | 'hi';

/**
 * A component's part is the first segment of its name: "staff/admin" is in
 * the staff part, "directory/medical-hub" in the directory part (medical,
 * services, transport, education, feeds, the info pages), the rest in town.
 */
export const partOf = (component: string): CataloguePart => {
  const part = component.split('/')[0];
  return part === 'staff' || part === 'directory' ? part : 'town';
};

// One chunk per language and part: each module gathers its folder's JSON files.
const loaders: Record<
  Translated,
  Record<CataloguePart, () => Promise<{ default: ComponentsJSON }>>
> = {
  bn: {
    town: () => import('./bn/town'),
    directory: () => import('./bn/directory'),
    staff: () => import('./bn/staff'),
  },
  hi: {
    town: () => import('./hi/town'),
    directory: () => import('./hi/directory'),
    staff: () => import('./hi/staff'),
  },
};

export async function loadCatalogue(code: string, part: CataloguePart): Promise<ComponentsJSON> {
  if (code !== 'bn' && code !== 'hi') return {};
  return (await loaders[code][part]()).default;
}
