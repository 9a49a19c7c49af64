/**
 * The catalogue's product categories (a product's `category`), grouped the
 * way the screens offer them. Shipped in the bundle: the category filter
 * costs no read.
 */
export const groceryAisles = [
  'Rice & grains',
  'Dal & pulses',
  'Oil & ghee',
  'Spices',
  'Vegetables',
  'Fruits',
  'Snacks',
  'Dairy',
  'Household',
  'Fish & meat',
] as const;

export const otherCategories = [
  'Sweets',
  'Meals',
  'Bakery',
  'Clothing',
  'Utensils',
  'Stationery',
  'Electronics',
  'Gifts',
  'Medicines',
  'Personal care',
  'Baby care',
] as const;

/**
 * Every category a product may have: the one list its model (lib/fields/schemas
 * `productCategory`), the admin's form and spreadsheet, and the catalogue's
 * filter all read.
 */
export const productCategories = [...groceryAisles, ...otherCategories] as const;

export type ProductCategory = (typeof productCategories)[number];
