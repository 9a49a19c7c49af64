// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shopTypes } from './models';
import { productCategories } from './product-categories';
import { fromSeparatePicture, productPicture, shopPicture } from './town-pictures';
import { pictureSquares as pictures, pictureViews as views } from '../testing/town-picture-file';

const viewOf = (address: string) => {
  const [path, id] = address.split('#');
  expect(path).toBe('/img/town.svg');
  return views.find((view) => view.id === id);
};

describe('the town’s pictures', () => {
  it('shows each view on a picture of its own', () => {
    expect(views.length).toBeGreaterThan(20);
    expect(new Set(views.map((view) => view.id)).size).toBe(views.length);
    expect(views.map((view) => view.x).sort((a, b) => a - b)).toEqual(
      [...pictures].sort((a, b) => a - b),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('has a picture for every kind of shop and every product category an admin can pick', () => {
    for (const type of shopTypes) expect(viewOf(shopPicture(type)), type).toBeDefined();
    for (const category of productCategories) {
      expect(viewOf(productPicture(category)), category).toBeDefined();
    }
    expect(productPicture('Oil & ghee')).toBe('/img/town.svg#product-oil-ghee');
  });

  it('finds the view of a picture that was a file of its own, and nothing for other addresses', () => {
    expect(fromSeparatePicture('/img/shop-onlineShop.svg')).toBe('/img/town.svg#shop-onlineShop');
    expect(fromSeparatePicture('/img/product-baby-care.svg')).toBe(
      '/img/town.svg#product-baby-care',
    );
    expect(fromSeparatePicture('/img/mine.png')).toBeNull();
    expect(fromSeparatePicture('/img/town.svg#shop-food')).toBeNull();
    expect(
      fromSeparatePicture('https://firebasestorage.googleapis.com/x/shop-food.svg'),
    ).toBeNull();
  });
});
