import { collections, shopTypes } from '../../../lib/models';
import { catalogueKeywords } from '../../../lib/town-words';
import { shopPicture } from '../../../lib/town-pictures';
import { storedText } from '../config/form-values';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, idFromName, joined, managed, section, type Section } from './kit';
import { nameKeys } from '../csv/row-keys';

/** The shops customers order from; their hours are set with the hours form under the shop's fields. */
export const shops: Section = ({ t }) => {
  const typeOptions = field.options(shopTypes, (type) => t[type]);
  return section({
    ...heading(t, collections.shops, 'shopsAndProducts', ['shops', 'shopOne']),
    fields: [
      ...field.translated(t, field.name(t)),
      { name: 'type', label: t.type, kind: 'select', options: typeOptions, inSummary: true },
      { name: 'area', label: t.area, kind: 'text', inSummary: true },
      ...field.translated(t, { name: 'address', label: t.address, kind: 'textarea' }),
      field.phone(t, 'mobile', false),
      { name: 'whatsapp', label: t.whatsapp, kind: 'mobile', hint: t.whatsappHint },
      // Opening hours are set with the hours form under the shop's fields (components/shop-hours-panel).
      { name: 'open', label: t.openNow, kind: 'boolean', initial: () => true },
      {
        name: 'minimumOrder',
        label: t.minimumOrderRupees,
        kind: 'money',
        hint: t.minimumOrderHint,
      },
      {
        name: 'neighbourhoods',
        label: t.deliversTo,
        kind: 'refs',
        ref: { collection: collections.neighbourhoods, labelField: 'name' },
        noneTicked: t.deliversEverywhere,
      },
      ...field.translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
      field.picture(t.picture, t.shopPictureHint),
      { name: 'upiId', label: t.upiId, kind: 'text', hint: t.upiIdHint },
      { name: 'upiQrImage', label: t.upiQrImage, kind: 'url', hint: t.upiQrImageHint },
    ],
    ...byName,
    summaryOf: (shop) =>
      joined(field.labelIn(typeOptions, shop.type), shop.area, shop.open ? t.open : t.closed),
    search: keywordSearch(t.shops.toLowerCase(), ['name', 'nameBn', 'nameHi', 'area', 'type']),
    filter: { field: 'type', label: t.type, options: typeOptions },
    ...managed,
    newId: idFromName,
    importKeys: (data) => nameKeys(data),
    derive: (data) => ({
      keywords: catalogueKeywords.shops(data),
      ...(!storedText(data, 'image') && { image: shopPicture(storedText(data, 'type')) }),
    }),
    deleteWarning: t.shopDeleteWarning,
  });
};
