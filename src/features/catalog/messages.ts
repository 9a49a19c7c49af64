import { i18n, params, plural } from '../../lib/i18n';

/** Words every shelf shows: product and shop cards, stock notes, adding to the cart, the cart bar. */
export const catalogMessages = i18n('town/catalog', {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  onlyLeft: plural({ one: 'Only {count} left', other: 'Only {count} left' }),
  shopClosedNow: 'Shop closed now',
  shopNoLongerListed: 'Shop no longer listed',
  add: 'Add',
  addNamed: params('Add {name} to cart'),
  namedOutOfStock: params('{name} is out of stock'),
  moreProducts: 'More products',
  cartLines: plural({ one: '{count} item', other: '{count} items' }),
  viewCart: 'View cart',
  // What adding to the cart can answer.
  stockLimit: plural({
    one: 'Only {count} of {name} in stock — your cart has them all.',
    other: 'Only {count} of {name} in stock — your cart has them all.',
  }),
  soldOut: params('{name} is out of stock.'),
  lineLimit: plural({
    one: 'At most {count} of one item in an order.',
    other: 'At most {count} of one item in an order.',
  }),
  cartFull: plural({
    one: 'Your cart has {count} different thing, the most one order can hold. Order it first, then start a new cart.',
    other:
      'Your cart has {count} different things, the most one order can hold. Order these first, then start a new cart.',
  }),
  newCartQuestion: params(
    'Your cart has items from {cartShop}. One order goes to one shop, so adding {name} from {shop} empties the cart first.',
  ),
  newCartQuestionOtherShop: params(
    'Your cart has items from another shop. One order goes to one shop, so adding {name} from {shop} empties the cart first.',
  ),
});

/** /buy/{product}: one product, its price and stock, Add to cart and Buy now. */
export const buyMessages = i18n('town/catalog-buy', {
  soldBy: 'Sold by',
  shopClosedNow: 'This shop is closed right now, so it cannot take orders.',
  shopNoLongerListed: 'This shop is no longer listed.',
  cartHasMost: plural({
    one: 'Your cart has {count}, the most of one thing an order can hold.',
    other: 'Your cart has {count}, the most of one thing an order can hold.',
  }),
  cartHasAllStock: plural({
    one: 'Your cart already has all {count} in stock.',
    other: 'Your cart already has all {count} in stock.',
  }),
  goToCart: 'Go to cart',
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  alreadyInCart: plural({
    one: '{count} already in your cart.',
    other: '{count} already in your cart.',
  }),
  productNotFound: 'Product not found',
  seeAllProducts: 'See all products',
  mayHaveBeenRemoved: 'It may have been removed by the shop.',
  couldNotLoad: "We couldn't load this product",
});

/** /catalog: every shop's products, searched and filtered by category. */
export const productSearchMessages = i18n('town/catalog-search', {
  allProducts: 'All products',
  quotedQuery: params('“{query}”'),
  resultsFor: params('Results for “{query}”'),
  lead: "Every shop's shelves in one place. Prices are the shop's own.",
  searchProducts: 'Search products',
  category: 'Category',
  allCategories: 'All categories',
  shops: 'Shops',
  products: 'Products',
  noProducts: 'No products found',
  tryAnotherWord: 'Try another word or category.',
});

/** /gallery/{shop}: one shop's page and its shelves. */
export const shopMessages = i18n('town/catalog-shop', {
  allGroceryShops: 'All grocery shops',
  allBazaarShops: 'All bazaar shops',
  allFoodShops: 'All food shops',
  allOnlineShops: 'All online shops',
  allPharmacies: 'All pharmacies',
  closedNotice:
    'This shop is closed right now. You can look around, but ordering opens when the shop does.',
  minimumOrder: params('Takes orders of {amount} or more'),
  deliversTo: params('Delivers only to {places}'),
  deliversEverywhere: 'Delivers to every neighbourhood',
  searchThisShop: 'Search this shop',
  searchShop: params('Search {shop}'),
  nothingMatches: params('Nothing matches “{query}”'),
  noProductsYet: 'No products listed yet',
  tryShorterWord: 'Try a shorter word, or clear the search.',
  callTheShop: 'Call the shop to ask what they have.',
  shopNotFound: 'Shop not found',
  backToHome: 'Back to home',
  shopGone: 'This shop is no longer listed. It may have moved or closed.',
  couldNotOpen: "We couldn't open this shop",
  sendList: 'Send your list',
  sendListLead:
    'Have a list? Send the shop a photo of it, a voice note or a few lines, and it replies with the price.',
  sendPrescriptionLead:
    'Have a prescription? Send the pharmacy a photo of it, and it replies with the price of each medicine.',
});

/** /grocery and the shop lists (/grocery/fordo, /bazaar, /food, /onlineShop, /medical/pharmacy). */
export const shopListMessages = i18n('town/catalog-shop-list', {
  grocery: 'Grocery',
  groceryLead:
    'Rice, dal, oil, vegetables and daily needs from the shops you know, delivered to your door. Pay cash on delivery.',
  groceryShops: 'Grocery shops',
  groceryShopsNote: 'Choose a shop and order from its shelves',
  everyProduct: 'Every product',
  everyProductNote: 'Search all shops at once and compare prices',
  shopByAisle: 'Shop by aisle',
  groceryShopsLead:
    "Daily needs from the town's grocers, delivered to your door. Cash on delivery.",
  bazaar: 'Bazaar',
  bazaarLead: 'Clothes, utensils, stationery and everything else from the market lanes.',
  food: 'Food',
  foodLead: "Sweets, snacks and hot meals from the town's kitchens.",
  onlineShop: 'Online shop',
  onlineShopLead: 'Phones, electronics and gifts, ordered here and delivered from town.',
  pharmacy: 'Pharmacy',
  pharmacyLead: "Medicines and health care from the town's chemists. Keep your prescription ready.",
  noShopsYet: 'No shops here yet',
  signingUp: 'We are signing up the first ones. Know a good shop? Tell us and we will call them.',
  suggestShop: 'Suggest a shop',
  moreShops: 'More shops',
});
