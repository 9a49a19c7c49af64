import { locale } from './i18n/locale';
import type { Locale } from './i18n/locales';

/**
 * A record's text in the language on screen. A field a customer reads (`x`)
 * may carry its Bengali (`xBn`) and Hindi (`xHi`) forms beside it; without
 * the one on screen the English is shown. Call it while rendering a
 * component that reads its messages, so a language change re-renders it.
 */
export type LocalTexts<Field extends string> = { readonly [F in Field]: string } & {
  readonly [F in `${Field}Bn` | `${Field}Hi`]?: string | undefined;
};

export function localText<Field extends string>(
  record: LocalTexts<Field>,
  field: Field,
  code: Locale = locale.get(),
): string {
  const translated: LocalTexts<Field> & Record<string, unknown> = record;
  const inLanguage =
    code === 'en' ? undefined : translated[`${field}${code === 'bn' ? 'Bn' : 'Hi'}`];
  return typeof inLanguage === 'string' && inLanguage ? inLanguage : record[field];
}

/** The names of a record (shops, products, doctors, tests…): `name`, `nameBn`, `nameHi`. */
export interface LocalNames {
  name: string;
  nameBn?: string;
  nameHi?: string;
}

/** A record's name in the language on screen, else the English one (see `localText`). */
export function localName(record: LocalNames, code: Locale = locale.get()): string {
  return localText(record, 'name', code);
}

/** A feed post's title in the language on screen (`titleBn`, `titleHi`), else the English one. */
export function localTitle(
  post: { title: string; titleBn?: string; titleHi?: string },
  code: Locale = locale.get(),
): string {
  return localName({ name: post.title, nameBn: post.titleBn, nameHi: post.titleHi }, code);
}

/**
 * Where an order goes, in the language on screen (`neighbourhoodBn`,
 * `neighbourhoodHi`, copied from the neighbourhood when it was placed), else
 * the English name: '' for an order placed where the town keeps no list.
 */
export function localNeighbourhood(
  order: { neighbourhood?: string; neighbourhoodBn?: string; neighbourhoodHi?: string },
  code: Locale = locale.get(),
): string {
  return localName(
    {
      name: order.neighbourhood ?? '',
      nameBn: order.neighbourhoodBn,
      nameHi: order.neighbourhoodHi,
    },
    code,
  );
}

/**
 * The name of a product's shop, or a cart line's, in the language on screen
 * (`shopNameBn`, `shopNameHi`, copied from the shop), else the English one:
 * shown before the shop itself is read, so the name does not change under
 * the reader when it arrives.
 */
export function localShopName(
  item: { shopName?: string; shopNameBn?: string; shopNameHi?: string },
  code: Locale = locale.get(),
): string {
  return localName(
    { name: item.shopName ?? '', nameBn: item.shopNameBn, nameHi: item.shopNameHi },
    code,
  );
}
