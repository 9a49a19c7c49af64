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

export const productCategories: readonly string[] = [...groceryAisles, ...otherCategories];
