import { locale } from './i18n/locale';
import type { Locale } from './i18n/locales';

/**
 * A record's name in the language on screen. Shops, products, doctors,
 * services and feed posts may carry a Bengali (`nameBn`) and a Hindi
 * (`nameHi`) name beside the English `name`; without one the English name
 * is shown. Call it while rendering a component that reads its messages, so
 * a language change re-renders it.
 */
export interface LocalNames {
  name: string;
  nameBn?: string;
  nameHi?: string;
}

export function localName(record: LocalNames, code: Locale = locale.get()): string {
  if (code === 'bn' && record.nameBn) return record.nameBn;
  if (code === 'hi' && record.nameHi) return record.nameHi;
  return record.name;
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
