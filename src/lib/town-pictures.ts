import { slugOf } from './ids';

/**
 * The town's own pictures for shops and products: one file, public/img/town.svg,
 * with a view per picture. A screen of cards then opens one picture document
 * instead of one per kind of card; each separate SVG an <img> shows is a
 * document of its own to the browser, and on the catalogue those were most of
 * the main thread's work after the first paint.
 */
const townPictures = '/img/town.svg';

/** The picture of a kind of shop: grocery, bazaar, food, onlineShop or pharmacy. */
export const shopPicture = (type: string) => `${townPictures}#shop-${type}`;

/** The picture of a product category: "Oil & ghee" → /img/town.svg#product-oil-ghee. */
export const productPicture = (category: string) => `${townPictures}#product-${slugOf(category)}`;

/** A picture address of the app's versions before town.svg: /img/shop-food.svg. */
const separatePicture = /^\/img\/((?:shop|product)-[A-Za-z0-9-]+)\.svg$/;

/** The town.svg address of a picture that used to be a file of its own; null for any other. */
export function fromSeparatePicture(address: string): string | null {
  const name = separatePicture.exec(address)?.[1];
  return name ? `${townPictures}#${name}` : null;
}
