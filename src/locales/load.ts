import type { ComponentsJSON } from '@nanostores/i18n';

export type CataloguePart = 'town' | 'lists' | 'directory' | 'staff' | 'admin';
type Translated = 'bn' | 'hi';

/**
 * A component's part is the first segment of its name: "staff/vendor" is in
 * the staff part, "directory/medical-hub" in the directory part (medical,
 * services, transport, education, feeds, the info pages), the rest in town;
 * the admin's own words ("staff/admin…") are the admin part, so a vendor or a
 * rider does not fetch them; a list sent to a shop ("lists/…": the form, its
 * photo and voice note, its card in Find Order, its price) is the lists part,
 * fetched by the screens that show one.
 */
export const partOf = (component: string): CataloguePart => {
  if (component.startsWith('staff/admin')) return 'admin';
  const part = component.split('/')[0];
  return part === 'staff' || part === 'directory' || part === 'lists' ? part : 'town';
};

/** The admin's screens also show the staff's shared words (sign-out, order cards, the slip). */
const withStaff = async (
  staff: () => Promise<{ default: ComponentsJSON }>,
  admin: () => Promise<{ default: ComponentsJSON }>,
): Promise<{ default: ComponentsJSON }> => {
  const [shared, own] = await Promise.all([staff(), admin()]);
  return { default: { ...shared.default, ...own.default } };
};

// One chunk per language and part: each module gathers its folder's JSON files.
const loaders: Record<
  Translated,
  Record<CataloguePart, () => Promise<{ default: ComponentsJSON }>>
> = {
  bn: {
    town: () => import('./bn/town'),
    lists: () => import('./bn/lists'),
    directory: () => import('./bn/directory'),
    staff: () => import('./bn/staff'),
    admin: () =>
      withStaff(
        () => import('./bn/staff'),
        () => import('./bn/admin'),
      ),
  },
  hi: {
    town: () => import('./hi/town'),
    lists: () => import('./hi/lists'),
    directory: () => import('./hi/directory'),
    staff: () => import('./hi/staff'),
    admin: () =>
      withStaff(
        () => import('./hi/staff'),
        () => import('./hi/admin'),
      ),
  },
};

export async function loadCatalogue(code: string, part: CataloguePart): Promise<ComponentsJSON> {
  if (code !== 'bn' && code !== 'hi') return {};
  return (await loaders[code][part]()).default;
}
