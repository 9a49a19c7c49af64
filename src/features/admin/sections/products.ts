import { choiceName, productUnits } from '../../../lib/choice-lists';
import { localShopName } from '../../../lib/local-name';
import { collections } from '../../../lib/models';
import { productCategories } from '../../../lib/product-categories';
import { productPicture } from '../../../lib/town-pictures';
import { catalogueKeywords } from '../../../lib/town-words';
import { readableId } from '../api/admin-data';
import { storedText } from '../config/form-values';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, joined, managed, money, section, shopNamesOf, type Section } from './kit';
import { nameKeys, within } from '../csv/row-keys';

/** What the shops sell: a product belongs to one shop and keeps its names. */
export const products: Section = ({ t, categories }) =>
  section({
    ...heading(t, collections.products, 'shopsAndProducts', ['products', 'product']),
    fields: [
      {
        name: 'shopId',
        label: t.shop,
        kind: 'ref',
        ref: { collection: collections.shops, labelField: 'name' },
      },
      ...field.translated(t, field.name(t)),
      {
        name: 'category',
        label: t.category,
        kind: 'select',
        options: field.options(productCategories, (category) => categories[category] ?? category),
        inSummary: true,
      },
      { ...field.chosenFrom(productUnits), name: 'unit', label: t.unit, inSummary: true },
      { name: 'price', label: t.priceRupees, kind: 'money', inSummary: true },
      { name: 'stock', label: t.stock, kind: 'integer', inSummary: true },
      ...field.translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
      field.picture(t.picture, t.productPictureHint),
    ],
    ...byName,
    summaryOf: (product) =>
      joined(
        localShopName(product),
        choiceName(productUnits, product.unit ?? ''),
        money(product.price),
        typeof product.stock === 'number' ? t.stockCount({ count: product.stock }) : '',
      ),
    search: keywordSearch(t.products.toLowerCase(), ['name', 'nameBn', 'nameHi', 'category']),
    filter: {
      field: 'shopId',
      label: t.shop,
      ref: { collection: collections.shops, labelField: 'name' },
    },
    ...managed,
    newId: (data) => `${storedText(data, 'shopId')}--${readableId(storedText(data, 'name'))}`,
    importKeys: (data) => within(storedText(data, 'shopId'), nameKeys(data)),
    derive: (data, refs) => ({
      keywords: catalogueKeywords.products(data),
      ...(refs['shopId'] && shopNamesOf(refs['shopId'].data)),
      ...(!storedText(data, 'image') && { image: productPicture(storedText(data, 'category')) }),
    }),
  });
