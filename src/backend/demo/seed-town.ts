/**
 * The demo town: Nabagram, a small market town in West Bengal, written into
 * IndexedDB on the Demo backend's first run (once per database, guarded by
 * the `seeded` meta row).
 *
 * Pictures are views of public/img/town.svg (lib/town-pictures.ts):
 *   shops:    /img/town.svg#shop-<type>     type ∈ grocery, bazaar, food, onlineShop, pharmacy
 *   products: /img/town.svg#product-<slug>  slug ∈ rice-grains, dal-pulses, oil-ghee, spices,
 *             vegetables, fruits, snacks, dairy, household, sweets, meals, bakery,
 *             clothing, utensils, stationery, electronics, gifts, medicines,
 *             personal-care, baby-care, fish-meat
 *             (the category's name, lower-cased, with "&" and spaces made "-")
 *
 * All phone numbers are fictional: mobiles begin 9000, landlines use the
 * unused STD code 03000.
 *
 * The seeded accounts' password hashes are computed once, offline, and kept
 * here as constants (PBKDF2-SHA-256, 310 000 iterations, a fixed random salt
 * each), so the first load does no hashing and seeding stays fast.
 */
import type { ProductUnit, SampleType, Speciality } from '../../lib/choice-lists';
import { slugOf } from '../../lib/ids';
import { defaultOrderingTerms } from '../../lib/model-schemas';
import { paiseOf } from '../../lib/money';
import {
  collections,
  configDocs,
  type Doctor,
  type ShopType,
  type Weekday,
} from '../../lib/models';
import { staffSignInEmail } from '../../lib/phone';
import { ADMIN_ROLE } from '../../lib/roles';
import type { groceryAisles, otherCategories } from '../../lib/product-categories';
import { keywordsFor } from '../../lib/search-words';
import { everyDayOf, openAllHours, type DayHours, type OpeningHours } from '../../lib/shop-hours';
import { catalogueKeywords } from '../../lib/town-words';
import { checkTownFile, makeTownFile, type TownFile } from '../../lib/town-file-format';
import { productPicture, shopPicture } from '../../lib/town-pictures';
import type { DocData } from '../../port/types';
import type { AccountRecord, DocRecord, PasswordHash, SeedMarkRow } from './db';
import { seedTranslationsOf } from './seed-translations';
import { signedAmount } from '../../lib/cash-ledger';

/**
 * Bump when the town changes shape; recorded in the `seeded` meta row, and
 * `upgradeTown` brings an older database up to it. (demo-backend.ts keeps a
 * copy of the number, so a start with an up-to-date town loads no seed code.)
 * 2: the config documents (ordering terms, shop states); orders' `reason`.
 * 3: shops' and products' names in Bengali and Hindi (`nameBn`, `nameHi`),
 *    and their words in `keywords`.
 * 4: products' shop names in Bengali and Hindi (`shopNameBn`, `shopNameHi`).
 * 5: pictures are views of one file (/img/town.svg#shop-food, not /img/shop-food.svg).
 * 6: no public orderLookups; the server's phoneActivity records, openOrders and references.
 * 7: shops' and products' `keywords` hold the Latin spellings of the town's words
 *    (lib/town-words), and products' their category's Bengali and Hindi names.
 * 8: every amount is whole paise (prices, fees, totals, the ordering terms).
 * 9: the seeded shops' opening hours by day (`openingHours`, lib/shop-hours).
 * 10: neighbourhoods and their fees, shops' minimum orders and neighbourhoods,
 *     Annapurna Grocery's example UPI id, the first rider's cash.
 * 11: every text a customer reads in Bengali and Hindi (lib/local-name `localText`).
 */
export const seedVersion = 11;

export const townName = 'Nabagram';

/**
 * Product categories: the catalogue's own list (lib/product-categories)
 * plus fish and meat, which a Bengal bazaar cannot be without.
 */
export type ProductCategory =
  (typeof groceryAisles)[number] | (typeof otherCategories)[number] | 'Fish & meat';

// ---------------------------------------------------------------------------
// Accounts

/** Demo sign-ins, for the README, the e2e tests and the demo banner. */
export const demoAccounts = {
  admin: { uid: 'demo-admin', name: 'Town Admin', email: 'admin@town.demo', password: 'admin123' },
  vendors: [
    {
      uid: 'demo-vendor-1',
      name: 'Bikash Saha',
      phone: '9000000001',
      password: 'vendor123',
      shopId: 'annapurna-grocery',
      category: 'grocery',
    },
    {
      uid: 'demo-vendor-2',
      name: 'Mithu Mondal',
      phone: '9000000002',
      password: 'vendor123',
      shopId: 'dada-boudi-hotel',
      category: 'food',
    },
  ],
  delivery: [
    { uid: 'demo-delivery-1', name: 'Raju Sheikh', phone: '9000000011', password: 'delivery123' },
    { uid: 'demo-delivery-2', name: 'Tapas Ghosh', phone: '9000000012', password: 'delivery123' },
  ],
} as const;

const pbkdf2 = (salt: string, hash: string): PasswordHash => ({
  algorithm: 'PBKDF2-SHA-256',
  iterations: 310_000,
  salt,
  hash,
});

/** Precomputed hashes of the passwords in `demoAccounts` (see the file comment). */
const seededPasswordHashes: Record<string, PasswordHash> = {
  'demo-admin': pbkdf2('gRlVAt8LTIVfpSAkZLL0Xw==', 'oaC6a+6uIPV52H91riQ0cGnD1JvWf26HHiZOZjYn81U='),
  'demo-vendor-1': pbkdf2(
    'o5UNQpFEWJcwhHW3orc4Bg==',
    'hclMG1ai2ZSg9qsdJAoxFOLm2kikoF28zMaW5eB3uYw=',
  ),
  'demo-vendor-2': pbkdf2(
    'cKCOYZLuvI6iBhBxWUD1pA==',
    'xiP8oMel3U4PlVWimTjFfvmdkw/LJM+D6VyuA39KgKw=',
  ),
  'demo-delivery-1': pbkdf2(
    '99gn6ziBWUmTk8aLvMr2aA==',
    '1HTaiT8kPn/e5VCagLmy+yQj+PHno75gAJcauIj1so0=',
  ),
  'demo-delivery-2': pbkdf2(
    'hk/tpmYmgUqV+UECbT9exQ==',
    'ynu14nN+9RwpcdMMZZ8rPNR8SVlqu7LprLOklf0V9bQ=',
  ),
};

function seededAccounts(now: Date): AccountRecord[] {
  const account = (uid: string, email: string | null): AccountRecord => {
    const password = seededPasswordHashes[uid];
    if (!password || !email) throw new Error(`The seed account ${uid} is incomplete.`);
    return { uid, email, password, createdAt: now };
  };
  return [
    account(demoAccounts.admin.uid, demoAccounts.admin.email),
    ...demoAccounts.vendors.map((vendor) =>
      account(vendor.uid, staffSignInEmail('vendor', vendor.phone)),
    ),
    ...demoAccounts.delivery.map((person) =>
      account(person.uid, staffSignInEmail('delivery', person.phone)),
    ),
  ];
}

// ---------------------------------------------------------------------------
// Shops and products

/** name, category, unit, price (₹), stock, description */
type ProductRow = [string, ProductCategory, ProductUnit, number, number, string];

interface ShopSeed {
  id: string;
  name: string;
  /** The shop's name in Bengali and in Hindi. */
  nameBn: string;
  nameHi: string;
  type: ShopType;
  area: string;
  address: string;
  phone: string;
  open: boolean;
  hours: string;
  description: string;
  /** A UPI id the shop is paid to; the demo town's is an example that cannot receive money. */
  upiId?: string;
  products: ProductRow[];
}

/** id, name in English, Bengali and Hindi, delivery fee (₹), free delivery from (₹) or none */
type NeighbourhoodRow = [string, string, string, string, number, number | null];

/** Farther from the bazaar costs more; the edge of town is free only on a big order. */
const neighbourhoods: NeighbourhoodRow[] = [
  ['bazar-para', 'Bazar Para', 'বাজার পাড়া', 'बाज़ार पाड़ा', 20, 299],
  ['station-road', 'Station Road', 'স্টেশন রোড', 'स्टेशन रोड', 25, 399],
  ['school-para', 'School Para', 'স্কুল পাড়া', 'स्कूल पाड़ा', 30, null],
  ['hospital-more', 'Hospital More', 'হাসপাতাল মোড়', 'अस्पताल मोड़', 30, null],
  ['rathtala', 'Rathtala', 'রথতলা', 'रथतला', 35, null],
  ['rail-colony', 'Rail Colony', 'রেল কলোনি', 'रेल कॉलोनी', 50, 799],
];

/**
 * Shops that take only orders of a size (₹) or deliver only to some
 * neighbourhoods. Annapurna Grocery and Dada Boudi Hotel are not here: they
 * take any order anywhere, so a first visit's order always goes through.
 */
const shopDeliveryTerms: Record<string, { minimumOrder?: number; neighbourhoods?: string[] }> = {
  'maa-tara-bhandar': { minimumOrder: 100 },
  'rathtala-fish-meat': {
    minimumOrder: 150,
    neighbourhoods: ['rathtala', 'bazar-para', 'station-road', 'hospital-more'],
  },
  'roll-corner': {
    minimumOrder: 60,
    neighbourhoods: ['station-road', 'bazar-para', 'school-para'],
  },
  'nabagram-mobile-point': { minimumOrder: 200 },
};

const shops: ShopSeed[] = [
  {
    id: 'annapurna-grocery',
    name: 'Annapurna Grocery',
    nameBn: 'অন্নপূর্ণা মুদিখানা',
    nameHi: 'अन्नपूर्णा किराना',
    type: 'grocery',
    area: 'Station Road',
    address: '12 Station Road, near the level crossing, Nabagram',
    phone: '9000012301',
    open: true,
    hours: 'Open 24 hours',
    description: 'Rice, dal, oil and everyday groceries, weighed fresh. Home delivery in town.',
    // `@example` is no bank's handle: no UPI app can pay it, and Pay by UPI says so (lib/upi).
    upiId: 'annapurna.grocery@example',
    products: [
      [
        'Gobindobhog Rice',
        'Rice & grains',
        '1 kg',
        120,
        40,
        'Short-grain fragrant rice for payesh and pulao.',
      ],
      [
        'Miniket Rice',
        'Rice & grains',
        '5 kg',
        310,
        25,
        'Everyday white rice, cleaned and sorted.',
      ],
      ['Whole Wheat Atta', 'Rice & grains', '5 kg', 245, 15, 'Chakki-ground atta for soft rotis.'],
      ['Masoor Dal', 'Dal & pulses', '1 kg', 110, 30, 'Red lentils, quick to cook.'],
      ['Moong Dal', 'Dal & pulses', '1 kg', 130, 3, 'Split yellow moong, washed.'],
      [
        'Kachi Ghani Mustard Oil',
        'Oil & ghee',
        '1 litre',
        185,
        20,
        'Cold-pressed mustard oil with a sharp aroma.',
      ],
      ['Turmeric Powder', 'Spices', '200 g', 48, 35, 'Bright, pure haldi.'],
      ['Sugar', 'Household', '1 kg', 46, 0, 'Refined white sugar.'],
      ['Iodised Salt', 'Spices', '1 kg', 28, 50, 'Free-flowing iodised salt.'],
      [
        'Patali Gur (Date-Palm Jaggery)',
        'Sweets',
        '500 g',
        90,
        10,
        'Winter nolen gur, set in cakes.',
      ],
    ],
  },
  {
    id: 'maa-tara-bhandar',
    name: 'Maa Tara Bhandar',
    nameBn: 'মা তারা ভাণ্ডার',
    nameHi: 'माँ तारा भंडार',
    type: 'grocery',
    area: 'Bazar Para',
    address: 'Bazar Para main lane, opposite the post office, Nabagram',
    phone: '9000012302',
    open: true,
    hours: '6:30 am – 10 pm',
    description: 'Family-run store for muri, chira, spices and household needs.',
    products: [
      ['Muri (Puffed Rice)', 'Snacks', '500 g', 30, 45, 'Crisp muri for jhal muri and breakfast.'],
      ['Chira (Flattened Rice)', 'Rice & grains', '500 g', 35, 28, 'Thick poha for chire bhaja.'],
      ['Chana Dal', 'Dal & pulses', '1 kg', 96, 22, 'Split Bengal gram.'],
      ['Panch Phoron', 'Spices', '100 g', 25, 40, 'The Bengali five-spice mix.'],
      ['Soybean Oil', 'Oil & ghee', '1 litre', 150, 2, 'Refined soybean oil, pouch.'],
      ['Marie Biscuits', 'Bakery', '250 g', 30, 36, 'Light tea-time biscuits.'],
      ['Washing Bar Soap', 'Household', '4 bars', 60, 24, 'For clothes, long-lasting.'],
      ['Herbal Toothpaste', 'Personal care', '150 g', 95, 14, 'Clove and neem toothpaste.'],
      ['Mosquito Coils', 'Household', 'pack of 10', 45, 30, 'Eight-hour coils for the monsoon.'],
    ],
  },
  {
    id: 'sen-brothers-store',
    name: 'Sen Brothers General Store',
    nameBn: 'সেন ব্রাদার্স জেনারেল স্টোর',
    nameHi: 'सेन ब्रदर्स जनरल स्टोर',
    type: 'grocery',
    area: 'Netaji Road',
    address: '45 Netaji Road, near Nabagram High School',
    phone: '9000012303',
    open: false,
    hours: '8 am – 8 pm, closed Thursdays',
    description: 'Groceries, dairy and stationery for the school crowd.',
    products: [
      ['Basmati Rice', 'Rice & grains', '1 kg', 160, 12, 'Long-grain basmati for biryani.'],
      ['Kabuli Chana', 'Dal & pulses', '1 kg', 140, 10, 'White chickpeas.'],
      ['Cow Ghee', 'Oil & ghee', '500 ml', 330, 6, 'Pure cow ghee in a jar.'],
      ['Toned Milk', 'Dairy', '500 ml', 27, 20, 'Pasteurised pouch milk, delivered mornings.'],
      ['Paneer', 'Dairy', '200 g', 90, 3, 'Fresh paneer block.'],
      ['Milk Bread', 'Bakery', '400 g', 40, 10, 'Soft sliced bread, baked daily.'],
      ['Dishwash Liquid', 'Household', '500 ml', 105, 12, 'Lemon dishwash gel.'],
      ['Bath Soap', 'Personal care', 'pack of 3', 120, 15, 'Sandal bath soap.'],
    ],
  },
  {
    id: 'haru-sabji-stall',
    name: 'Haru’s Sabji Stall',
    nameBn: 'হারুর সবজির দোকান',
    nameHi: 'हारू की सब्ज़ी की दुकान',
    type: 'bazaar',
    area: 'Nabagram Bazar',
    address: 'Stall 14, Nabagram daily bazar, Rathtala',
    phone: '9000012304',
    open: true,
    hours: '6 am – 1 pm, 4 pm – 8 pm',
    description: 'Fresh vegetables from the farms around Nabagram, every morning.',
    products: [
      ['Jyoti Potato', 'Vegetables', '1 kg', 28, 80, 'Floury potatoes for aloo posto and curries.'],
      ['Onion', 'Vegetables', '1 kg', 40, 60, 'Red onions.'],
      ['Tomato', 'Vegetables', '500 g', 25, 35, 'Ripe local tomatoes.'],
      ['Brinjal (Begun)', 'Vegetables', '500 g', 30, 20, 'Round brinjal for begun bhaja.'],
      ['Potol (Pointed Gourd)', 'Vegetables', '500 g', 30, 25, 'Tender potol.'],
      ['Lau (Bottle Gourd)', 'Vegetables', '1 piece', 35, 8, 'Medium-sized lau.'],
      ['Green Chilli', 'Vegetables', '100 g', 10, 40, 'Hot green chillies.'],
      ['Palong Shak (Spinach)', 'Vegetables', '1 bunch', 15, 0, 'Leafy spinach, picked at dawn.'],
      ['Cauliflower', 'Vegetables', '1 piece', 30, 12, 'Winter cauliflower.'],
      ['Ginger', 'Vegetables', '100 g', 18, 30, 'Fresh ginger root.'],
    ],
  },
  {
    id: 'rathtala-fish-meat',
    name: 'Rathtala Fish & Meat Corner',
    nameBn: 'রথতলা মাছ-মাংসের দোকান',
    nameHi: 'रथतला मछली-मांस कॉर्नर',
    type: 'bazaar',
    area: 'Rathtala',
    address: 'Fish market shed, Rathtala, Nabagram',
    phone: '9000012305',
    open: true,
    hours: '5:30 am – 12 noon',
    description: 'River and pond fish, chicken and mutton, cut and cleaned to order.',
    products: [
      ['Rohu Fish', 'Fish & meat', '1 kg', 260, 15, 'Whole rohu, cut into curry pieces.'],
      ['Katla Fish', 'Fish & meat', '1 kg', 300, 10, 'Large katla, curry cut.'],
      ['Hilsa (Ilish)', 'Fish & meat', '1 kg', 1400, 2, 'Padma-style ilish, about 900 g each.'],
      ['Golda Chingri (Prawns)', 'Fish & meat', '500 g', 350, 6, 'Freshwater scampi.'],
      ['Pabda Fish', 'Fish & meat', '500 g', 240, 8, 'Small pabda for jhol.'],
      [
        'Chicken (Curry Cut)',
        'Fish & meat',
        '1 kg',
        220,
        20,
        'Broiler chicken, skinless curry cut.',
      ],
      ['Mutton', 'Fish & meat', '1 kg', 800, 0, 'Goat meat, curry cut. Sold out by 9 am.'],
      ['Duck Eggs', 'Dairy', '6 pieces', 60, 12, 'Country duck eggs.'],
      ['Poultry Eggs', 'Dairy', '12 pieces', 84, 30, 'Farm eggs, one tray.'],
    ],
  },
  {
    id: 'bhai-bhai-fruits',
    name: 'Bhai Bhai Fruit Stall',
    nameBn: 'ভাই ভাই ফলের দোকান',
    nameHi: 'भाई भाई फल की दुकान',
    type: 'bazaar',
    area: 'Bus Stand',
    address: 'Beside the bus stand, Nabagram',
    phone: '9000012306',
    open: true,
    hours: '7 am – 9 pm',
    description: 'Seasonal fruits and tender coconut near the bus stand.',
    products: [
      ['Banana', 'Fruits', '1 dozen', 60, 20, 'Ripe Martaman bananas.'],
      ['Apple', 'Fruits', '1 kg', 180, 10, 'Shimla apples.'],
      ['Papaya', 'Fruits', '1 piece', 50, 6, 'Ripe papaya, about 1 kg.'],
      ['Guava', 'Fruits', '1 kg', 80, 14, 'Crunchy local guava.'],
      ['Himsagar Mango', 'Fruits', '1 kg', 120, 3, 'The pride of Bengal, in season.'],
      ['Tender Coconut (Dab)', 'Fruits', '1 piece', 45, 25, 'Cut to order, with a straw.'],
      ['Orange', 'Fruits', '1 kg', 100, 12, 'Darjeeling oranges.'],
      ['Pomegranate', 'Fruits', '500 g', 110, 7, 'Sweet red pomegranates.'],
    ],
  },
  {
    id: 'maa-kali-mishti',
    name: 'Maa Kali Mishti Bhandar',
    nameBn: 'মা কালী মিষ্টান্ন ভাণ্ডার',
    nameHi: 'माँ काली मिष्ठान्न भंडार',
    type: 'food',
    area: 'Kalibari Lane',
    address: '3 Kalibari Lane, beside the Kali temple, Nabagram',
    phone: '9000012307',
    open: true,
    hours: '6 am – 10 pm',
    description: 'Sweets made fresh every morning, and hot singara in the evening.',
    products: [
      ['Rosogolla', 'Sweets', '4 pieces', 40, 60, 'Spongy rosogolla in light syrup.'],
      ['Nolen Gur Sandesh', 'Sweets', '4 pieces', 60, 30, 'Sandesh with date-palm jaggery.'],
      ['Mishti Doi', 'Sweets', '500 g', 90, 12, 'Sweet curd in a clay pot.'],
      ['Langcha', 'Sweets', '4 pieces', 40, 20, 'Fried and soaked, Shaktigarh style.'],
      ['Cham Cham', 'Sweets', '4 pieces', 50, 2, 'Coated with khoa.'],
      ['Singara', 'Snacks', '4 pieces', 32, 40, 'Potato and peanut samosa, evenings only.'],
      ['Kochuri with Aloo Torkari', 'Meals', '1 plate', 40, 25, 'Four kochuri with potato curry.'],
      ['Nimki', 'Snacks', '250 g', 60, 15, 'Crisp salted nimki.'],
    ],
  },
  {
    id: 'dada-boudi-hotel',
    name: 'Dada Boudi Hotel',
    nameBn: 'দাদা বৌদি হোটেল',
    nameHi: 'दादा बौदी होटल',
    type: 'food',
    area: 'Hospital More',
    address: 'Hospital More, on the main road, Nabagram',
    phone: '9000012308',
    open: true,
    hours: 'Open 24 hours',
    description: 'Home-style Bengali meals and biryani. Stock is plates left today.',
    products: [
      ['Veg Thali', 'Meals', '1 plate', 90, 30, 'Rice, dal, bhaja, shukto, chutney.'],
      ['Rohu Fish Thali', 'Meals', '1 plate', 150, 20, 'Veg thali with rohu kalia.'],
      ['Chicken Biryani', 'Meals', '1 plate', 180, 15, 'Kolkata-style, with potato and egg.'],
      ['Mutton Biryani', 'Meals', '1 plate', 260, 0, 'Kolkata-style mutton biryani.'],
      ['Chicken Kosha', 'Meals', '1 plate', 160, 10, 'Slow-cooked spicy chicken, four pieces.'],
      ['Egg Curry', 'Meals', '1 plate', 60, 18, 'Two eggs in onion-tomato gravy.'],
      ['Dal and Rice', 'Meals', '1 plate', 60, 25, 'Plain rice with masoor dal.'],
      ['Aloo Posto', 'Meals', '1 bowl', 50, 3, 'Potato in poppy-seed paste.'],
    ],
  },
  {
    id: 'roll-corner',
    name: 'Station Roll Corner',
    nameBn: 'স্টেশন রোল কর্নার',
    nameHi: 'स्टेशन रोल कॉर्नर',
    type: 'food',
    area: 'Station Road',
    address: 'Station Road, outside platform 1, Nabagram',
    phone: '9000012309',
    open: false,
    hours: '4 pm – 10 pm',
    description: 'Kathi rolls, chowmein and momos for the evening train crowd.',
    products: [
      ['Egg Roll', 'Snacks', '1 piece', 40, 30, 'Paratha rolled with egg, onion and chilli.'],
      ['Chicken Roll', 'Snacks', '1 piece', 70, 20, 'Chicken tikka in a flaky paratha.'],
      ['Paneer Roll', 'Snacks', '1 piece', 60, 15, 'Spiced paneer roll.'],
      ['Veg Chowmein', 'Meals', '1 plate', 50, 20, 'Street-style noodles.'],
      ['Chicken Chowmein', 'Meals', '1 plate', 80, 15, 'Noodles with chicken and egg.'],
      ['Chicken Momo', 'Snacks', '6 pieces', 60, 24, 'Steamed, with red chutney.'],
      ['Fish Fry', 'Snacks', '1 piece', 50, 10, 'Bhetki fish fry with kasundi.'],
      ['Moghlai Paratha', 'Meals', '1 plate', 90, 8, 'Egg-stuffed paratha with potato curry.'],
    ],
  },
  {
    id: 'nabagram-mobile-point',
    name: 'Nabagram Mobile Point',
    nameBn: 'নবগ্রাম মোবাইল পয়েন্ট',
    nameHi: 'नबग्राम मोबाइल पॉइंट',
    type: 'onlineShop',
    area: 'Netaji Road',
    address: '8 Netaji Road, first floor, Nabagram',
    phone: '9000012310',
    open: true,
    hours: '10 am – 8:30 pm',
    description: 'Phone accessories, chargers and small electricals, delivered in town.',
    products: [
      ['USB-C Fast Charger', 'Electronics', '1 piece', 450, 12, '25 W charger with cable.'],
      ['Wired Earphones', 'Electronics', '1 piece', 199, 20, 'With microphone, 3.5 mm jack.'],
      ['Power Bank 10000 mAh', 'Electronics', '1 piece', 999, 3, 'Two USB ports, fast charging.'],
      ['Phone Back Cover', 'Electronics', '1 piece', 150, 40, 'Silicone cover, popular models.'],
      [
        'Tempered Glass Screen Guard',
        'Electronics',
        '1 piece',
        120,
        35,
        'Fitted free in the shop.',
      ],
      ['LED Bulb 9 W', 'Electronics', '1 piece', 99, 50, 'Cool daylight bulb, B22 base.'],
      ['Extension Board', 'Electronics', '1 piece', 350, 8, 'Four sockets with a switch.'],
      ['Rechargeable Torch', 'Electronics', '1 piece', 299, 0, 'LED torch for power cuts.'],
      ['Memory Card 32 GB', 'Electronics', '1 piece', 349, 10, 'Class 10 micro SD card.'],
    ],
  },
  {
    id: 'bangla-tant-ghar',
    name: 'Bangla Tant Ghar',
    nameBn: 'বাংলা তাঁত ঘর',
    nameHi: 'बांग्ला तांत घर',
    type: 'onlineShop',
    area: 'Bazar Para',
    address: 'Bazar Para, next to Maa Tara Bhandar, Nabagram',
    phone: '9000012311',
    open: true,
    hours: '10 am – 9 pm',
    description: 'Handloom saris, gamchha and everyday cotton wear from Bengal weavers.',
    products: [
      ['Tant Sari', 'Clothing', '1 piece', 850, 8, 'Handwoven cotton tant with a woven border.'],
      ['Cotton Gamchha', 'Clothing', '1 piece', 120, 30, 'Checked cotton towel.'],
      ['Cotton Lungi', 'Clothing', '1 piece', 220, 15, 'Soft checked lungi.'],
      ['Men’s Cotton Kurta', 'Clothing', '1 piece', 550, 2, 'Khadi-style kurta, sizes M–XL.'],
      ['Dhoti', 'Clothing', '1 piece', 300, 10, 'Plain white dhoti with a thin border.'],
      ['Double Bedsheet', 'Household', '1 set', 650, 6, 'Cotton bedsheet with two pillow covers.'],
      ['School Uniform Shirt', 'Clothing', '1 piece', 280, 20, 'White shirt, sizes 24–36.'],
      ['Umbrella', 'Household', '1 piece', 320, 12, 'Large black umbrella for the rains.'],
      ['Dokra Brass Elephant', 'Gifts', '1 piece', 450, 4, 'Lost-wax brass craft from Bankura.'],
      ['Kansa Bell-Metal Plate', 'Utensils', '1 piece', 1200, 2, 'Traditional kansa thala.'],
    ],
  },
  {
    id: 'boi-ghar-stationery',
    name: 'Boi Ghar Books & Stationery',
    nameBn: 'বই ঘর বই ও স্টেশনারি',
    nameHi: 'बोई घर किताबें और स्टेशनरी',
    type: 'onlineShop',
    area: 'School Para',
    address: 'School Para, opposite Nabagram Girls’ School',
    phone: '9000012312',
    open: true,
    hours: '9 am – 8 pm',
    description: 'Exercise books, pens and school supplies; textbooks on order.',
    products: [
      ['Exercise Notebook', 'Stationery', 'pack of 6', 180, 40, '172 pages, ruled.'],
      ['Ball Pens', 'Stationery', 'pack of 10', 50, 50, 'Blue ink.'],
      [
        'Geometry Box',
        'Stationery',
        '1 piece',
        120,
        12,
        'Compass, divider, protractor and scales.',
      ],
      ['Drawing Book', 'Stationery', '1 piece', 60, 20, 'A4, 36 sheets.'],
      ['School Bag', 'Stationery', '1 piece', 650, 3, 'Water-resistant, two compartments.'],
      ['Water Colour Set', 'Stationery', '1 piece', 90, 15, '12 colours with a brush.'],
      ['Calculator', 'Electronics', '1 piece', 320, 6, '12-digit desktop calculator.'],
      ['Brown Cover Roll', 'Stationery', '1 roll', 40, 0, 'For covering textbooks.'],
    ],
  },
  {
    id: 'life-care-medical',
    name: 'Life Care Medical Hall',
    nameBn: 'লাইফ কেয়ার মেডিক্যাল হল',
    nameHi: 'लाइफ़ केयर मेडिकल हॉल',
    type: 'pharmacy',
    area: 'Hospital More',
    address: 'Hospital More, facing the rural hospital gate, Nabagram',
    phone: '9000012313',
    open: true,
    hours: '7 am – 11 pm',
    description:
      'Medicines, first aid and health devices. Prescription medicines need a valid prescription.',
    products: [
      ['Paracetamol 500 mg', 'Medicines', 'strip of 10', 20, 60, 'For fever and pain.'],
      ['ORS Sachet', 'Medicines', '1 sachet', 22, 40, 'Oral rehydration salts, orange flavour.'],
      ['Antacid Syrup', 'Medicines', '200 ml', 120, 15, 'For acidity and heartburn.'],
      ['Cough Syrup', 'Medicines', '100 ml', 95, 10, 'Non-drowsy cough syrup.'],
      ['Cetirizine 10 mg', 'Medicines', 'strip of 10', 18, 30, 'For allergies and cold.'],
      ['Antiseptic Liquid', 'Personal care', '250 ml', 110, 12, 'For cuts and bathing.'],
      ['Crepe Bandage', 'Medicines', '1 roll', 85, 10, '10 cm elastic bandage.'],
      ['Digital Thermometer', 'Medicines', '1 piece', 250, 2, 'Reads in a minute.'],
      ['Vitamin C Tablets', 'Medicines', 'strip of 15', 30, 25, 'Chewable, orange flavour.'],
    ],
  },
  {
    id: 'sanjibani-pharmacy',
    name: 'Sanjibani Pharmacy',
    nameBn: 'সঞ্জীবনী ফার্মেসি',
    nameHi: 'संजीवनी फ़ार्मेसी',
    type: 'pharmacy',
    area: 'Station Road',
    address: '30 Station Road, Nabagram',
    phone: '9000012314',
    open: true,
    hours: '8 am – 10 pm',
    description: 'Pharmacy with baby care and diabetic supplies; free home delivery above ₹300.',
    products: [
      ['Metformin 500 mg', 'Medicines', 'strip of 10', 35, 40, 'For diabetes, on prescription.'],
      [
        'Amlodipine 5 mg',
        'Medicines',
        'strip of 10',
        40,
        30,
        'For blood pressure, on prescription.',
      ],
      ['Glucometer Test Strips', 'Medicines', 'pack of 25', 550, 1, 'Fits the common glucometer.'],
      ['Baby Diapers (M)', 'Baby care', 'pack of 20', 399, 8, 'For 7–12 kg babies.'],
      ['Baby Lotion', 'Baby care', '200 ml', 180, 10, 'Mild and fragrance-free.'],
      ['Sanitary Pads', 'Personal care', 'pack of 8', 45, 30, 'Regular flow.'],
      ['Hand Sanitiser', 'Personal care', '100 ml', 50, 20, '70% alcohol.'],
      ['N95 Mask', 'Medicines', '1 piece', 60, 0, 'Five-layer mask.'],
      ['Cotton Wool', 'Medicines', '100 g', 45, 15, 'Absorbent cotton roll.'],
    ],
  },
];

const daily = (...stretches: [string, string][]): OpeningHours['week'] =>
  everyDayOf({ kind: 'spans', spans: stretches.map(([from, to]) => ({ from, to })) });
const closed: DayHours = { kind: 'closed' };

/**
 * The seeded shops' hours by day, as their `hours` words say them. Annapurna
 * Grocery and Dada Boudi Hotel never close, so a first visit can order at any
 * hour; Haru's stall closes for the afternoon, Sen Brothers on Thursdays.
 */
export const seededShopHours: Readonly<Record<string, OpeningHours>> = {
  'annapurna-grocery': openAllHours,
  'maa-tara-bhandar': { week: daily(['06:30', '22:00']), daysOff: [] },
  'sen-brothers-store': { week: { ...daily(['08:00', '20:00']), Thu: closed }, daysOff: [] },
  'haru-sabji-stall': { week: daily(['06:00', '13:00'], ['16:00', '20:00']), daysOff: [] },
  'rathtala-fish-meat': { week: daily(['05:30', '12:00']), daysOff: [] },
  'bhai-bhai-fruits': { week: daily(['07:00', '21:00']), daysOff: [] },
  'maa-kali-mishti': { week: daily(['06:00', '22:00']), daysOff: [] },
  'dada-boudi-hotel': openAllHours,
  'roll-corner': { week: daily(['16:00', '22:00']), daysOff: [] },
  'nabagram-mobile-point': { week: { ...daily(['10:00', '20:30']), Tue: closed }, daysOff: [] },
  'bangla-tant-ghar': { week: daily(['10:00', '21:00']), daysOff: [] },
  'boi-ghar-stationery': { week: { ...daily(['09:00', '20:00']), Sun: closed }, daysOff: [] },
  'life-care-medical': { week: daily(['07:00', '23:00']), daysOff: [] },
  'sanjibani-pharmacy': { week: daily(['08:00', '22:00']), daysOff: [] },
};

/** config/shops' `times` for these seeded shops: their hours, no pause (lib/model-schemas `shopStatesModel`). */
export const shopTimesOf = (ids: readonly string[]): DocData =>
  Object.fromEntries(
    ids.flatMap((id) => {
      const openingHours = seededShopHours[id];
      return openingHours ? [[id, { openingHours, closedUntil: null }]] : [];
    }),
  );

/** Each seeded product's name in Bengali and in Hindi, by its English name. */
const productNames: Readonly<Record<string, readonly [nameBn: string, nameHi: string]>> = {
  'Gobindobhog Rice': ['গোবিন্দভোগ চাল', 'गोबिंदभोग चावल'],
  'Miniket Rice': ['মিনিকেট চাল', 'मिनिकेट चावल'],
  'Whole Wheat Atta': ['গমের আটা', 'गेहूँ का आटा'],
  'Masoor Dal': ['মসুর ডাল', 'मसूर दाल'],
  'Moong Dal': ['মুগ ডাল', 'मूंग दाल'],
  'Kachi Ghani Mustard Oil': ['কাচ্চি ঘানি সরষের তেল', 'कच्ची घानी सरसों का तेल'],
  'Turmeric Powder': ['হলুদ গুঁড়ো', 'हल्दी पाउडर'],
  Sugar: ['চিনি', 'चीनी'],
  'Iodised Salt': ['আয়োডিনযুক্ত নুন', 'आयोडीन युक्त नमक'],
  'Patali Gur (Date-Palm Jaggery)': ['পাটালি গুড় (খেজুর গুড়)', 'पटाली गुड़ (खजूर का गुड़)'],
  'Muri (Puffed Rice)': ['মুড়ি', 'मुरमुरे (मुढ़ी)'],
  'Chira (Flattened Rice)': ['চিঁড়ে', 'चिवड़ा (पोहा)'],
  'Chana Dal': ['ছোলার ডাল', 'चना दाल'],
  'Panch Phoron': ['পাঁচফোড়ন', 'पंच फोरन'],
  'Soybean Oil': ['সয়াবিন তেল', 'सोयाबीन तेल'],
  'Marie Biscuits': ['মেরি বিস্কুট', 'मैरी बिस्कुट'],
  'Washing Bar Soap': ['কাপড় কাচার সাবান', 'कपड़े धोने का साबुन'],
  'Herbal Toothpaste': ['হার্বাল টুথপেস্ট', 'हर्बल टूथपेस्ट'],
  'Mosquito Coils': ['মশার ধূপ (কয়েল)', 'मच्छर भगाने की कॉइल'],
  'Basmati Rice': ['বাসমতী চাল', 'बासमती चावल'],
  'Kabuli Chana': ['কাবুলি ছোলা', 'काबुली चना'],
  'Cow Ghee': ['গাওয়া ঘি', 'गाय का घी'],
  'Toned Milk': ['টোনড দুধ', 'टोंड दूध'],
  Paneer: ['পনির', 'पनीर'],
  'Milk Bread': ['মিল্ক পাউরুটি', 'मिल्क ब्रेड'],
  'Dishwash Liquid': ['বাসন মাজার লিকুইড', 'बर्तन धोने का लिक्विड'],
  'Bath Soap': ['গায়ে মাখার সাবান', 'नहाने का साबुन'],
  'Jyoti Potato': ['জ্যোতি আলু', 'ज्योति आलू'],
  Onion: ['পেঁয়াজ', 'प्याज़'],
  Tomato: ['টমেটো', 'टमाटर'],
  'Brinjal (Begun)': ['বেগুন', 'बैंगन'],
  'Potol (Pointed Gourd)': ['পটল', 'परवल'],
  'Lau (Bottle Gourd)': ['লাউ', 'लौकी'],
  'Green Chilli': ['কাঁচা লঙ্কা', 'हरी मिर्च'],
  'Palong Shak (Spinach)': ['পালং শাক', 'पालक'],
  Cauliflower: ['ফুলকপি', 'फूलगोभी'],
  Ginger: ['আদা', 'अदरक'],
  'Rohu Fish': ['রুই মাছ', 'रोहू मछली'],
  'Katla Fish': ['কাতলা মাছ', 'कतला मछली'],
  'Hilsa (Ilish)': ['ইলিশ মাছ', 'हिल्सा (इलिश)'],
  'Golda Chingri (Prawns)': ['গলদা চিংড়ি', 'गलदा झींगा'],
  'Pabda Fish': ['পাবদা মাছ', 'पाबदा मछली'],
  'Chicken (Curry Cut)': ['মুরগির মাংস (কারি কাট)', 'चिकन (करी कट)'],
  Mutton: ['খাসির মাংস', 'मटन'],
  'Duck Eggs': ['হাঁসের ডিম', 'बत्तख के अंडे'],
  'Poultry Eggs': ['মুরগির ডিম', 'मुर्गी के अंडे'],
  Banana: ['কলা', 'केला'],
  Apple: ['আপেল', 'सेब'],
  Papaya: ['পেঁপে', 'पपीता'],
  Guava: ['পেয়ারা', 'अमरूद'],
  'Himsagar Mango': ['হিমসাগর আম', 'हिमसागर आम'],
  'Tender Coconut (Dab)': ['ডাব', 'कच्चा नारियल (डाब)'],
  Orange: ['কমলালেবু', 'संतरा'],
  Pomegranate: ['বেদানা', 'अनार'],
  Rosogolla: ['রসগোল্লা', 'रसगुल्ला'],
  'Nolen Gur Sandesh': ['নলেন গুড়ের সন্দেশ', 'नलेन गुड़ संदेश'],
  'Mishti Doi': ['মিষ্টি দই', 'मिष्टी दोई (मीठा दही)'],
  Langcha: ['ল্যাংচা', 'लेंगचा'],
  'Cham Cham': ['চমচম', 'चमचम'],
  Singara: ['শিঙাড়া', 'समोसा (सिंघाड़ा)'],
  'Kochuri with Aloo Torkari': ['কচুরি ও আলুর তরকারি', 'कचौड़ी और आलू की सब्ज़ी'],
  Nimki: ['নিমকি', 'निमकी'],
  'Veg Thali': ['নিরামিষ থালি', 'शाकाहारी थाली'],
  'Rohu Fish Thali': ['রুই মাছের থালি', 'रोहू मछली थाली'],
  'Chicken Biryani': ['চিকেন বিরিয়ানি', 'चिकन बिरयानी'],
  'Mutton Biryani': ['মাটন বিরিয়ানি', 'मटन बिरयानी'],
  'Chicken Kosha': ['চিকেন কষা', 'चिकन कोशा'],
  'Egg Curry': ['ডিমের কারি', 'अंडा करी'],
  'Dal and Rice': ['ডাল-ভাত', 'दाल-चावल'],
  'Aloo Posto': ['আলু পোস্ত', 'आलू पोस्तो'],
  'Egg Roll': ['এগ রোল', 'एग रोल'],
  'Chicken Roll': ['চিকেন রোল', 'चिकन रोल'],
  'Paneer Roll': ['পনির রোল', 'पनीर रोल'],
  'Veg Chowmein': ['ভেজ চাউমিন', 'वेज चाउमीन'],
  'Chicken Chowmein': ['চিকেন চাউমিন', 'चिकन चाउमीन'],
  'Chicken Momo': ['চিকেন মোমো', 'चिकन मोमो'],
  'Fish Fry': ['ফিশ ফ্রাই', 'फ़िश फ़्राई'],
  'Moghlai Paratha': ['মোগলাই পরোটা', 'मुगलई पराठा'],
  'USB-C Fast Charger': ['ইউএসবি-সি ফাস্ট চার্জার', 'यूएसबी-सी फ़ास्ट चार्जर'],
  'Wired Earphones': ['তারের ইয়ারফোন', 'तार वाले ईयरफ़ोन'],
  'Power Bank 10000 mAh': ['পাওয়ার ব্যাংক ১০০০০ mAh', 'पावर बैंक 10000 mAh'],
  'Phone Back Cover': ['ফোনের ব্যাক কভার', 'फ़ोन बैक कवर'],
  'Tempered Glass Screen Guard': ['টেম্পারড গ্লাস স্ক্রিন গার্ড', 'टेम्पर्ड ग्लास स्क्रीन गार्ड'],
  'LED Bulb 9 W': ['এলইডি বাল্ব ৯ ওয়াট', 'एलईडी बल्ब 9 वॉट'],
  'Extension Board': ['এক্সটেনশন বোর্ড', 'एक्सटेंशन बोर्ड'],
  'Rechargeable Torch': ['রিচার্জেবল টর্চ', 'रिचार्जेबल टॉर्च'],
  'Memory Card 32 GB': ['মেমরি কার্ড ৩২ জিবি', 'मेमोरी कार्ड 32 GB'],
  'Tant Sari': ['তাঁতের শাড়ি', 'तांत साड़ी'],
  'Cotton Gamchha': ['সুতির গামছা', 'सूती गमछा'],
  'Cotton Lungi': ['সুতির লুঙ্গি', 'सूती लुंगी'],
  'Men’s Cotton Kurta': ['ছেলেদের সুতির পাঞ্জাবি', 'पुरुषों का सूती कुर्ता'],
  Dhoti: ['ধুতি', 'धोती'],
  'Double Bedsheet': ['ডাবল বিছানার চাদর', 'डबल बेडशीट'],
  'School Uniform Shirt': ['স্কুল ইউনিফর্মের শার্ট', 'स्कूल यूनिफ़ॉर्म की कमीज़'],
  Umbrella: ['ছাতা', 'छाता'],
  'Dokra Brass Elephant': ['ডোকরার পিতলের হাতি', 'डोकरा पीतल का हाथी'],
  'Kansa Bell-Metal Plate': ['কাঁসার থালা', 'कांसे की थाली'],
  'Exercise Notebook': ['খাতা', 'कॉपी (नोटबुक)'],
  'Ball Pens': ['বল পেন', 'बॉल पेन'],
  'Geometry Box': ['জ্যামিতি বাক্স', 'ज्यामिति बॉक्स'],
  'Drawing Book': ['আঁকার খাতা', 'ड्रॉइंग बुक'],
  'School Bag': ['স্কুল ব্যাগ', 'स्कूल बैग'],
  'Water Colour Set': ['জলরঙের সেট', 'वॉटर कलर सेट'],
  Calculator: ['ক্যালকুলেটর', 'कैलकुलेटर'],
  'Brown Cover Roll': ['বই মলাটের বাদামি কাগজ', 'किताब पर चढ़ाने का भूरा कवर'],
  'Paracetamol 500 mg': ['প্যারাসিটামল ৫০০ মিগ্রা', 'पैरासिटामोल 500 mg'],
  'ORS Sachet': ['ওআরএস প্যাকেট', 'ओआरएस पाउच'],
  'Antacid Syrup': ['অ্যান্টাসিড সিরাপ', 'एंटासिड सिरप'],
  'Cough Syrup': ['কাশির সিরাপ', 'खांसी की सिरप'],
  'Cetirizine 10 mg': ['সেটিরিজিন ১০ মিগ্রা', 'सेटिरिज़िन 10 mg'],
  'Antiseptic Liquid': ['অ্যান্টিসেপটিক লিকুইড', 'एंटीसेप्टिक लिक्विड'],
  'Crepe Bandage': ['ক্রেপ ব্যান্ডেজ', 'क्रेप बैंडेज'],
  'Digital Thermometer': ['ডিজিটাল থার্মোমিটার', 'डिजिटल थर्मामीटर'],
  'Vitamin C Tablets': ['ভিটামিন সি ট্যাবলেট', 'विटामिन सी की गोलियाँ'],
  'Metformin 500 mg': ['মেটফরমিন ৫০০ মিগ্রা', 'मेटफ़ॉर्मिन 500 mg'],
  'Amlodipine 5 mg': ['অ্যামলোডিপিন ৫ মিগ্রা', 'एम्लोडिपिन 5 mg'],
  'Glucometer Test Strips': ['গ্লুকোমিটারের টেস্ট স্ট্রিপ', 'ग्लूकोमीटर टेस्ट स्ट्रिप'],
  'Baby Diapers (M)': ['বাচ্চাদের ডায়াপার (M)', 'बच्चों के डायपर (M)'],
  'Baby Lotion': ['বেবি লোশন', 'बेबी लोशन'],
  'Sanitary Pads': ['স্যানিটারি প্যাড', 'सैनिटरी पैड'],
  'Hand Sanitiser': ['হ্যান্ড স্যানিটাইজার', 'हैंड सैनिटाइज़र'],
  'N95 Mask': ['N95 মাস্ক', 'N95 मास्क'],
  'Cotton Wool': ['তুলো', 'रुई'],
};

/** A seeded product's Bengali and Hindi names (none for a name the seed does not know). */
function productLocalNames(name: string): { nameBn?: string; nameHi?: string } {
  const names = Object.hasOwn(productNames, name) ? productNames[name] : undefined;
  return names ? { nameBn: names[0], nameHi: names[1] } : {};
}

// ---------------------------------------------------------------------------
// Medical

/** name, degree, speciality, kind, chamber, sitting days, hours, fee (₹), phone */
type DoctorRow = [
  string,
  string,
  Speciality,
  'specialist' | 'general',
  string,
  Pick<Doctor, 'weekdays' | 'weeksOfMonth'>,
  string,
  number,
  string,
];

const monToSat: Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const doctors: DoctorRow[] = [
  [
    'Dr. Subrata Mondal',
    'MBBS',
    'General Medicine',
    'general',
    'Life Care Medical Hall, Hospital More',
    { weekdays: monToSat },
    '9 am – 1 pm',
    200,
    '9000023401',
  ],
  [
    'Dr. Rina Ghosh',
    'MBBS, DGO',
    'General Medicine',
    'general',
    'Sanjibani Pharmacy, Station Road',
    { weekdays: ['Mon', 'Wed', 'Fri'] },
    '6 pm – 9 pm',
    250,
    '9000023402',
  ],
  [
    'Dr. Bimal Chakraborty',
    'BHMS',
    'Homoeopathy',
    'general',
    'Chakraborty Homoeo Hall, Bazar Para',
    { weekdays: monToSat },
    '8 am – 12 noon',
    100,
    '9000023403',
  ],
  [
    'Dr. Amitava Das',
    'MBBS, MD (Paediatrics)',
    'Paediatrics',
    'specialist',
    'Shishu Seva Clinic, School Para',
    { weekdays: ['Tue', 'Thu', 'Sat'] },
    '5 pm – 8 pm',
    400,
    '9000023404',
  ],
  [
    'Dr. Sharmila Banerjee',
    'MBBS, MS (Obstetrics & Gynaecology)',
    'Gynaecology',
    'specialist',
    'Matri Sadan Nursing Home, Netaji Road',
    { weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    '10 am – 1 pm',
    500,
    '9000023405',
  ],
  [
    'Dr. Prasenjit Roy',
    'MBBS, MD, DM (Cardiology)',
    'Cardiology',
    'specialist',
    'Life Care Medical Hall, Hospital More',
    { weekdays: ['Sun'], weeksOfMonth: [2, 4] },
    '10 am – 4 pm',
    800,
    '9000023406',
  ],
  [
    'Dr. Sanjay Haldar',
    'MBBS, MS (Orthopaedics)',
    'Orthopaedics',
    'specialist',
    'Nabagram Diagnostic Centre, Station Road',
    { weekdays: ['Wed', 'Sat'] },
    '11 am – 2 pm',
    500,
    '9000023407',
  ],
  [
    'Dr. Moumita Saha',
    'MBBS, MS (ENT)',
    'ENT',
    'specialist',
    'Sanjibani Pharmacy, Station Road',
    { weekdays: ['Tue', 'Fri'] },
    '6 pm – 8:30 pm',
    400,
    '9000023408',
  ],
  [
    'Dr. Arijit Sarkar',
    'MBBS, MD (Dermatology)',
    'Dermatology',
    'specialist',
    'Matri Sadan Nursing Home, Netaji Road',
    { weekdays: ['Thu'] },
    '4 pm – 8 pm',
    450,
    '9000023409',
  ],
  [
    'Dr. Tanmoy Pal',
    'BDS, MDS',
    'Dentistry',
    'specialist',
    'Smile Dental Care, Kalibari Lane',
    { weekdays: monToSat },
    '10 am – 1 pm, 5 pm – 8 pm',
    300,
    '9000023410',
  ],
  [
    'Dr. Nasrin Khatun',
    'MBBS, DO (Ophthalmology)',
    'Eye',
    'specialist',
    'Drishti Eye Clinic, Bus Stand',
    { weekdays: ['Mon', 'Thu'] },
    '9 am – 1 pm',
    350,
    '9000023411',
  ],
];

/** name, price (₹), sample, report in, description */
type LabTestRow = [string, number, SampleType, string, string];

const labTests: LabTestRow[] = [
  [
    'Complete Blood Count (CBC)',
    300,
    'Blood',
    'Same day',
    'Haemoglobin, blood cells and platelets.',
  ],
  ['Blood Sugar (Fasting)', 60, 'Blood', 'Same day', 'Glucose after 8–10 hours without food.'],
  ['HbA1c', 450, 'Blood', 'Next day', 'Average blood sugar over three months.'],
  ['Lipid Profile', 600, 'Blood', 'Next day', 'Cholesterol and triglycerides; fast 12 hours.'],
  ['Thyroid Profile (T3, T4, TSH)', 550, 'Blood', 'Next day', 'Thyroid function.'],
  ['Liver Function Test', 650, 'Blood', 'Next day', 'Bilirubin, liver enzymes and proteins.'],
  ['Kidney Function Test', 600, 'Blood', 'Next day', 'Urea, creatinine and electrolytes.'],
  ['Urine Routine', 120, 'Urine', 'Same day', 'Physical, chemical and microscopic examination.'],
  [
    'Dengue NS1 Antigen',
    600,
    'Blood',
    'Same day',
    'Early dengue detection in the first days of fever.',
  ],
  ['Malaria Antigen', 350, 'Blood', 'Same day', 'Rapid test for malaria parasites.'],
  ['Vitamin D (25-OH)', 1200, 'Blood', '2 days', 'Vitamin D level.'],
  ['Widal Test', 200, 'Blood', 'Same day', 'For typhoid fever.'],
];

/** type, name, address, phone, hours */
type DirectoryRow = [string, string, string, string, string];

const directory: DirectoryRow[] = [
  [
    'hospital',
    'Nabagram Rural Hospital',
    'Hospital More, Nabagram',
    '03000-252100',
    'Emergency 24 hours; OPD 9 am – 2 pm',
  ],
  [
    'hospital',
    'Sub-Divisional Hospital, Lalbagh Road',
    'Lalbagh Road, 14 km from Nabagram',
    '03000-252400',
    'Emergency 24 hours',
  ],
  ['nursingHome', 'Matri Sadan Nursing Home', 'Netaji Road, Nabagram', '03000-252211', '24 hours'],
  ['nursingHome', 'Seba Nursing Home', 'Station Road, Nabagram', '9000034501', '24 hours'],
  [
    'diagnosticCentre',
    'Nabagram Diagnostic Centre',
    'Station Road, Nabagram',
    '9000034502',
    '7 am – 8 pm; home collection 7 – 10 am',
  ],
  [
    'diagnosticCentre',
    'Sunrise Pathology & X-Ray',
    'Hospital More, Nabagram',
    '9000034503',
    '8 am – 7 pm, Sunday till 1 pm',
  ],
  [
    'bloodBank',
    'Rural Hospital Blood Storage Unit',
    'Nabagram Rural Hospital, Hospital More',
    '03000-252105',
    '24 hours',
  ],
  [
    'bloodBank',
    'Sub-Divisional Hospital Blood Bank',
    'Lalbagh Road, 14 km from Nabagram',
    '03000-252405',
    '24 hours',
  ],
];

// ---------------------------------------------------------------------------
// Education and services

/** name, subjects, classes, phone, area, qualification, monthly fee (₹) */
type TeacherRow = [string, string[], string[], string, string, string, number];

const classes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Class ${from + index}`);

const teachers: TeacherRow[] = [
  [
    'Sourav Bhattacharya',
    ['Mathematics'],
    classes(9, 12),
    '9000045601',
    'School Para',
    'M.Sc. (Mathematics), B.Ed.',
    800,
  ],
  [
    'Paromita Dutta',
    ['English'],
    classes(5, 10),
    '9000045602',
    'Netaji Road',
    'M.A. (English)',
    600,
  ],
  [
    'Anirban Mukherjee',
    ['Physics', 'Mathematics'],
    classes(11, 12),
    '9000045603',
    'Station Road',
    'M.Sc. (Physics)',
    1000,
  ],
  [
    'Rupa Sen',
    ['Bengali', 'History'],
    classes(6, 10),
    '9000045604',
    'Bazar Para',
    'M.A. (Bengali), B.Ed.',
    500,
  ],
  [
    'Kaushik Pal',
    ['Chemistry'],
    classes(11, 12),
    '9000045605',
    'Hospital More',
    'M.Sc. (Chemistry)',
    1000,
  ],
  [
    'Sabina Yasmin',
    ['Biology', 'Physical Science'],
    classes(8, 12),
    '9000045606',
    'Rathtala',
    'M.Sc. (Zoology), B.Ed.',
    900,
  ],
  [
    'Debasish Ghosh',
    ['Mathematics', 'Physical Science'],
    classes(6, 10),
    '9000045607',
    'Kalibari Lane',
    'B.Sc., B.Ed.',
    600,
  ],
  [
    'Moumita Roy',
    ['All subjects'],
    classes(1, 4),
    '9000045608',
    'School Para',
    'B.A., D.El.Ed.',
    400,
  ],
  [
    'Tanushree Das',
    ['Geography', 'History'],
    classes(9, 12),
    '9000045609',
    'Netaji Road',
    'M.A. (Geography)',
    700,
  ],
  [
    'Arup Sarkar',
    ['Computer Science'],
    classes(9, 12),
    '9000045610',
    'Station Road',
    'B.Tech. (Computer Science)',
    800,
  ],
  [
    'Nilanjana Chatterjee',
    ['Accountancy', 'Economics'],
    classes(11, 12),
    '9000045611',
    'Bus Stand',
    'M.Com.',
    900,
  ],
  [
    'Pranab Adhikari',
    ['Sanskrit', 'Bengali'],
    classes(5, 10),
    '9000045612',
    'Bazar Para',
    'M.A. (Sanskrit)',
    400,
  ],
];

/** type, name, phone, area, experience, rating (out of 5) */
type ServiceProviderRow = [string, string, string, string, string, number];

const serviceProviders: ServiceProviderRow[] = [
  [
    'electrician',
    'Gopal Das',
    '9000056701',
    'Station Road',
    '12 years; house wiring, fans, inverters',
    4.6,
  ],
  [
    'electrician',
    'Sahidul Islam',
    '9000056702',
    'Rathtala',
    '8 years; wiring, meter boards, motors',
    4.4,
  ],
  [
    'electrician',
    'Ratan Maji',
    '9000056703',
    'School Para',
    '5 years; lights, switches, small repairs',
    4.1,
  ],
  [
    'plumber',
    'Bablu Sardar',
    '9000056704',
    'Bazar Para',
    '10 years; taps, pipes, water tanks',
    4.5,
  ],
  ['plumber', 'Kartik Bag', '9000056705', 'Netaji Road', '6 years; bathroom fittings, pumps', 4.2],
  [
    'carpenter',
    'Haripada Mistri',
    '9000056706',
    'Kalibari Lane',
    '20 years; furniture, doors, windows',
    4.8,
  ],
  ['carpenter', 'Imran Ali', '9000056707', 'Bus Stand', '9 years; cupboards, repairs, polish', 4.3],
  [
    'painter',
    'Subhas Bauri',
    '9000056708',
    'Rathtala',
    '15 years; interior and exterior walls',
    4.4,
  ],
  ['painter', 'Samir Hansda', '9000056709', 'Station Road', '7 years; walls, grills, doors', 4.0],
  ['mechanic', 'Bapi Motor Works', '9000056710', 'Bus Stand', 'Bikes and scooters; 11 years', 4.5],
  [
    'mechanic',
    'Maa Durga Toto Repair',
    '9000056711',
    'Station Road',
    'E-rickshaws, batteries and chargers',
    4.3,
  ],
  [
    'tutor',
    'Joyita Banerjee',
    '9000056712',
    'School Para',
    'Home tuition, Classes 1–8, all subjects',
    4.7,
  ],
  [
    'tutor',
    'Rakib Hasan',
    '9000056713',
    'Hospital More',
    'Spoken English and computer basics',
    4.2,
  ],
];

/** service, name, phone, note */
type EmergencyRow = [string, string, string, string];

const emergencyContacts: EmergencyRow[] = [
  ['police', 'Nabagram Police Station', '03000-255100', 'Officer in charge, round the clock'],
  ['police', 'Nabagram Traffic Outpost', '9000067801', 'Bus Stand crossing, 8 am – 10 pm'],
  ['police', 'Women’s Help Desk, Nabagram PS', '9000067802', 'Round the clock'],
  ['fire', 'Nabagram Fire Station', '03000-255101', 'Fire and rescue, round the clock'],
  ['fire', 'Fire Station Control Room (mobile)', '9000067803', 'If the landline is busy'],
  [
    'ambulance',
    'Rural Hospital Ambulance',
    '03000-252101',
    'Free for patients of the rural hospital',
  ],
  ['ambulance', 'Seva Ambulance Service', '9000067804', 'Private, with oxygen, round the clock'],
  ['ambulance', 'Matri Sadan Ambulance', '9000067805', 'Nursing home ambulance'],
  ['transport', 'Station Road Toto Stand', '9000067806', 'E-rickshaws, 5 am – 11 pm'],
  ['transport', 'Nabagram Bus Stand Enquiry', '03000-255102', 'Buses to Berhampore and Kolkata'],
  ['transport', 'Nabagram Car Rental', '9000067807', 'Cars for hospital and station trips'],
  ['hospital', 'Nabagram Rural Hospital Emergency', '03000-252100', 'Emergency ward, 24 hours'],
  ['hospital', 'Matri Sadan Nursing Home', '03000-252211', 'Maternity and emergencies, 24 hours'],
  [
    'wbsedcl',
    'WBSEDCL Nabagram Customer Care Centre',
    '03000-255103',
    'Power cuts and complaints, 24 hours',
  ],
  [
    'wbsedcl',
    'WBSEDCL Night Duty Lineman',
    '9000067808',
    'Sparks, fallen wires, transformer faults',
  ],
];

// ---------------------------------------------------------------------------
// Feeds

/** title, body */
type FeedRow = [string, string];

const news: FeedRow[] = [
  [
    'New footbridge at Nabagram station opens',
    'The footbridge between platforms 1 and 2 is open to passengers from today. The old level-crossing path will be closed.',
  ],
  [
    'Weekly haat moves to Rathtala ground',
    'The Saturday haat will be held at Rathtala ground from next week while the bazar shed is repaired.',
  ],
  [
    'Free eye camp at the rural hospital',
    'A free eye check-up camp will run on Sunday from 9 am. Bring your old spectacles and prescriptions.',
  ],
  [
    'Road repair on Netaji Road',
    'Netaji Road will be closed to cars between the school and the post office for three days. Totos may use Kalibari Lane.',
  ],
  [
    'Nabagram High School wins district quiz',
    'A team of three Class 11 students won the district inter-school quiz held at Berhampore.',
  ],
  [
    'Drinking water supply time changes',
    'The municipality will supply drinking water from 6 am to 8 am and 5 pm to 7 pm during the summer months.',
  ],
  [
    'Dengue awareness drive this week',
    'Health workers will visit homes to check for stagnant water. Please cover water tanks and empty flower-pot trays.',
  ],
  [
    'New toto route to the bus stand',
    'E-rickshaws now run directly from Station Road to the bus stand via Hospital More, fare ₹15.',
  ],
  [
    'Blood donation camp collects 84 units',
    'The youth club’s blood donation camp collected 84 units for the sub-divisional hospital blood bank.',
  ],
  [
    'Streetlights installed along Kalibari Lane',
    'Twenty new LED streetlights now light Kalibari Lane up to the temple.',
  ],
  [
    'Ration card corrections camp',
    'Residents can correct names and addresses on ration cards at the block office on Tuesday and Wednesday.',
  ],
  [
    'Farmers’ market for winter vegetables',
    'Local farmers will sell winter vegetables directly at the bus stand every Sunday morning.',
  ],
  [
    'Library extends opening hours',
    'The Nabagram public library will stay open until 8 pm on weekdays for students preparing for exams.',
  ],
  [
    'Polio drops this Sunday',
    'Children under five can get polio drops at all booths in town this Sunday, 8 am to 4 pm.',
  ],
  [
    'Power maintenance on Thursday',
    'WBSEDCL will carry out maintenance on the Station Road feeder; expect power cuts from 10 am to 2 pm.',
  ],
  [
    'Cricket tournament final at Rathtala',
    'Rathtala Tigers meet the Station Road XI in the final of the winter cricket tournament on Sunday.',
  ],
  [
    'New ATM opens near Hospital More',
    'A new ATM has opened beside Life Care Medical Hall and is available round the clock.',
  ],
  [
    'Pond cleaning in Bazar Para',
    'Volunteers cleaned the Bazar Para pond on Saturday; more help is welcome next weekend.',
  ],
  [
    'Madhyamik admit cards ready',
    'Madhyamik candidates can collect their admit cards from their schools from Monday.',
  ],
  [
    'Bus service to Kolkata adds a morning trip',
    'A new 5:30 am bus to Kolkata now leaves from Nabagram bus stand daily.',
  ],
  [
    'Health sub-centre gets a new nurse',
    'The School Para health sub-centre now has a full-time nurse; vaccinations on Wednesdays.',
  ],
  [
    'Durga Puja committee meeting',
    'All puja committees are asked to meet at the police station on Friday to plan the festival arrangements.',
  ],
  [
    'Rain brings relief, waterlogging at the bazar',
    'Heavy rain cooled the town, but the bazar area was waterlogged for several hours.',
  ],
  [
    'Solar pump for farmers in nearby villages',
    'Farmers can apply for subsidised solar irrigation pumps at the block agriculture office.',
  ],
  [
    'Nabagram gets a second post office counter',
    'The post office has opened a second counter to shorten queues for pensions and savings.',
  ],
  [
    'School sports day on Saturday',
    'Nabagram Girls’ School holds its annual sports day on Saturday; parents are welcome.',
  ],
  [
    'Mobile network tower upgrade',
    'Mobile data should be faster in the Rathtala area after a tower upgrade this week.',
  ],
];

const jobs: FeedRow[] = [
  [
    'Delivery riders wanted',
    'Town Services needs two delivery riders with their own bicycle or scooter. Call the admin office.',
  ],
  [
    'Sales assistant at Bangla Tant Ghar',
    'Full-time sales assistant; Class 10 pass; 10 am – 9 pm with a weekly off.',
  ],
  [
    'Cook needed at Dada Boudi Hotel',
    'Experienced cook for Bengali thali; lunch and dinner shifts.',
  ],
  [
    'Pharmacy assistant',
    'Sanjibani Pharmacy is hiring an assistant with a D.Pharm; fresh graduates may apply.',
  ],
  [
    'Home tutor for Class 8',
    'A family in School Para is looking for a home tutor for Mathematics and Science.',
  ],
];

const events: FeedRow[] = [
  [
    'Rabindra Jayanti at the library hall',
    'Songs, recitation and a drama by local children, 6 pm onwards.',
  ],
  [
    'Free health camp at Rathtala',
    'Blood pressure, sugar and eye check-ups, 9 am – 2 pm at the club room.',
  ],
  ['Saraswati Puja at Nabagram High School', 'Anjali at 9 am followed by cultural programmes.'],
  [
    'Winter fair at the bus stand ground',
    'Ten days of stalls, rides and folk music starting Friday evening.',
  ],
  [
    'Career guidance talk for Class 12',
    'Teachers and alumni talk about courses and scholarships at the school auditorium.',
  ],
];

const offers: FeedRow[] = [
  [
    '10% off on groceries above ₹1000',
    'Annapurna Grocery: 10% off on orders above ₹1000 this week.',
  ],
  ['Buy 4 rosogolla, get 1 free', 'Maa Kali Mishti Bhandar, every evening after 7 pm.'],
  ['Free screen guard with any phone cover', 'Nabagram Mobile Point, while stocks last.'],
  ['Puja sale on tant saris', 'Bangla Tant Ghar: up to 20% off on handloom saris.'],
  ['Free home delivery of medicines', 'Sanjibani Pharmacy delivers free on orders above ₹300.'],
];

const notices: FeedRow[] = [
  [
    'Property tax due this month',
    'Pay municipal property tax at the ward office before the end of the month to avoid a fine.',
  ],
  [
    'Water tank cleaning on Tuesday',
    'There will be no municipal water supply on Tuesday morning while the tanks are cleaned.',
  ],
  [
    'Voter list revision',
    'Check your name in the draft voter list at the block office; claims accepted for two weeks.',
  ],
  [
    'No plastic carry bags in the bazar',
    'The municipality bans thin plastic carry bags in the bazar; please bring a cloth bag.',
  ],
  [
    'Holiday: shops close early on Kali Puja',
    'Most shops will close at 4 pm on Kali Puja evening.',
  ],
];

// ---------------------------------------------------------------------------
// Building the documents

export interface SeedDoc {
  collection: string;
  id: string;
  data: DocData;
}

const hours = 60 * 60 * 1000;

/**
 * The first delivery person already holds some cash: yesterday's two cash
 * orders less what the admin took that evening, and one order this morning.
 * Each line names who wrote it, and the balance is their sum.
 */
export function seededRiderCash(now: Date): SeedDoc[] {
  const [rider] = demoAccounts.delivery;
  const { admin } = demoAccounts;
  if (!rider) return [];
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const at = (hoursFromMidnight: number) =>
    new Date(startOfToday.getTime() + hoursFromMidnight * hours);
  const moves = [
    { kind: 'delivered', amount: 240_00, orderNumber: 'TS-418305', at: at(-13), by: rider },
    { kind: 'delivered', amount: 185_50, orderNumber: 'TS-418322', at: at(-11), by: rider },
    { kind: 'handedOver', amount: 300_00, at: at(-4), by: admin },
    { kind: 'delivered', amount: 96_00, orderNumber: 'TS-418367', at: at(0.25), by: rider },
  ] as const;
  // The last line is a quarter past midnight, so "today" has one even just after midnight.
  const docs: SeedDoc[] = [];
  let balance = 0;
  moves.forEach((move, index) => {
    balance += signedAmount(move);
    docs.push({
      collection: collections.cashLedger,
      id: `seed-${rider.uid}-${index + 1}`,
      data: {
        riderUid: rider.uid,
        kind: move.kind,
        amount: move.amount,
        ...('orderNumber' in move && { orderNumber: move.orderNumber }),
        at: move.at,
        byUid: move.by.uid,
        byName: move.by.name,
        balanceAfter: balance,
      },
    });
  });
  docs.push({
    collection: collections.riderCash,
    id: rider.uid,
    data: { riderName: rider.name, balance, limit: 2000_00, owed: [], updatedAt: at(0.25) },
  });
  return docs;
}

/** Every document of the seed town; feed dates count back from `now`. */
export function townDocuments(now: Date): SeedDoc[] {
  const docs: SeedDoc[] = [];
  const add = (collection: string, id: string, data: DocData) =>
    docs.push({ collection, id, data: { ...data, ...seedTranslationsOf(collection, data) } });

  add(collections.config, configDocs.ordering, { ...defaultOrderingTerms });
  add(collections.config, configDocs.shops, {
    states: Object.fromEntries(shops.map((shop) => [shop.id, shop.open ? 'open' : 'closed'])),
    times: shopTimesOf(Object.keys(seededShopHours)),
  });
  for (const shop of shops) {
    const shopData: DocData = {
      name: shop.name,
      nameBn: shop.nameBn,
      nameHi: shop.nameHi,
      type: shop.type,
      address: shop.address,
      area: shop.area,
      phone: shop.phone,
      image: shopPicture(shop.type),
      open: shop.open,
      hours: shop.hours,
      ...(seededShopHours[shop.id] && { openingHours: seededShopHours[shop.id] }),
      description: shop.description,
      ...(shop.upiId && { upiId: shop.upiId }),
    };
    const terms = shopDeliveryTerms[shop.id];
    add(collections.shops, shop.id, {
      ...(terms?.minimumOrder && { minimumOrder: paiseOf(terms.minimumOrder) }),
      ...(terms?.neighbourhoods && { neighbourhoods: terms.neighbourhoods }),
      ...shopData,
      keywords: catalogueKeywords[collections.shops](shopData),
    });
    for (const [name, category, unit, price, stock, description] of shop.products) {
      const productData: DocData = {
        shopId: shop.id,
        shopName: shop.name,
        shopNameBn: shop.nameBn,
        shopNameHi: shop.nameHi,
        name,
        ...productLocalNames(name),
        category,
        price: paiseOf(price),
        unit,
        stock,
        image: productPicture(category),
        description,
      };
      add(collections.products, `${shop.id}--${slugOf(name)}`, {
        ...productData,
        keywords: catalogueKeywords[collections.products](productData),
      });
    }
  }

  for (const [name, degree, speciality, kind, chamber, days, time, fee, phone] of doctors) {
    add(collections.doctors, slugOf(name), {
      name,
      degree,
      speciality,
      kind,
      chamber,
      ...days,
      hours: time,
      fee: paiseOf(fee),
      phone,
      keywords: keywordsFor(name, speciality),
    });
  }
  for (const [name, price, sampleType, reportIn, description] of labTests) {
    add(collections.labTests, slugOf(name), {
      name,
      price: paiseOf(price),
      sampleType,
      reportIn,
      description,
    });
  }
  for (const [type, name, address, phone, openHours] of directory) {
    add(collections.directory, slugOf(name), { type, name, address, phone, hours: openHours });
  }
  for (const [name, subjects, classList, phone, area, qualification, fee] of teachers) {
    add(collections.teachers, slugOf(name), {
      name,
      subjects,
      classes: classList,
      phone,
      area,
      qualification,
      fee: paiseOf(fee),
      keywords: keywordsFor(name, ...subjects),
    });
  }
  for (const [type, name, phone, area, experience, rating] of serviceProviders) {
    add(collections.serviceProviders, `${type}-${slugOf(name)}`, {
      type,
      name,
      phone,
      area,
      experience,
      rating,
    });
  }
  for (const [id, name, nameBn, nameHi, fee, freeFrom] of neighbourhoods) {
    add(collections.neighbourhoods, id, {
      name,
      nameBn,
      nameHi,
      deliveryFee: paiseOf(fee),
      ...(freeFrom !== null && { freeDeliveryAbove: paiseOf(freeFrom) }),
      keywords: keywordsFor(name, nameBn, nameHi),
    });
  }
  emergencyContacts.forEach(([service, name, phone, note], index) => {
    add(collections.emergencyContacts, `${service}-${index + 1}`, {
      service,
      name,
      phone,
      note,
      keywords: keywordsFor(name, service, note),
    });
  });

  // Newest first in each list; spread back over the last few weeks at odd hours.
  const feedLists = [
    ['news', news, 26],
    ['jobs', jobs, 70],
    ['events', events, 60],
    ['offers', offers, 50],
    ['notices', notices, 80],
  ] as const;
  for (const [type, rows, spacingHours] of feedLists) {
    rows.forEach(([title, body], index) => {
      add(collections.feeds, `${type}-${String(index + 1).padStart(2, '0')}`, {
        type,
        title,
        body,
        publishedAt: new Date(now.getTime() - (index * spacingHours + 2) * hours),
        keywords: keywordsFor(title),
      });
    });
  }

  const { admin, vendors, delivery } = demoAccounts;
  add(collections.admins, admin.uid, {
    name: admin.name,
    email: admin.email,
    role: ADMIN_ROLE,
  });
  for (const vendor of vendors) {
    add(collections.vendor, vendor.uid, {
      name: vendor.name,
      phone: vendor.phone,
      active: true,
      shopId: vendor.shopId,
      category: vendor.category,
    });
  }
  for (const person of delivery) {
    add(collections.delivery, person.uid, { name: person.name, phone: person.phone, active: true });
  }
  for (const doc of seededRiderCash(now)) docs.push(doc);
  return docs;
}

/**
 * The seed town as a town file (lib/town-file), the format an admin's backup
 * is written in: the Demo seeds itself by restoring it, so every run reads
 * the format.
 */
export function seedTownFile(now: Date): TownFile {
  return makeTownFile(townDocuments(now), now);
}

/** The seed file's records, read back as a restore reads them; a wrong record is a fault here. */
function seedRecords(now: Date): SeedDoc[] {
  const reading = checkTownFile(seedTownFile(now));
  if (!reading.ok) throw new Error(`The seed town file is refused: ${reading.refusal.kind}.`);
  const [problem] = reading.problems;
  if (problem) throw new Error(`The seed town file has a wrong record: ${JSON.stringify(problem)}`);
  return reading.records;
}

/**
 * Writes the town once per database and returns the collections written
 * (empty when the database was seeded already).
 *
 * It speaks plain IndexedDB, which is all one transaction of puts needs, and
 * so it also runs where Dexie is not loaded. The database must exist
 * already, opened by `openDemoDatabase`, whose schema this relies on (stores
 * `docs`, keyed by collection and id; `accounts`; `meta`, keyed by `key`).
 *
 * One transaction writes everything, so a tab closed half-way leaves no
 * half town, and two tabs seeding at once are serialised by IndexedDB: the
 * second finds the `seeded` mark and writes nothing.
 */
export async function seedTown(databaseName: string, now: Date = new Date()): Promise<string[]> {
  const records = seedRecords(now);
  const db = await openExistingDatabase(databaseName);
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const transaction = db.transaction(['docs', 'accounts', 'meta'], 'readwrite');
      const meta = transaction.objectStore('meta');
      const written = new Set<string>();
      const seeded = meta.get('seeded');
      seeded.onsuccess = () => {
        if (seeded.result) return;
        const docs = transaction.objectStore('docs');
        for (const doc of records) {
          docs.put({ ...doc, rev: 'seed' } satisfies DocRecord);
          written.add(doc.collection);
        }
        const accounts = transaction.objectStore('accounts');
        for (const account of seededAccounts(now)) accounts.put(account);
        // Earlier versions wrote the town in batches and marked each one.
        meta.delete(IDBKeyRange.bound('seedBatch:', 'seedBatch:\uffff'));
        meta.put({ key: 'seeded', seededAt: now, seedVersion } satisfies SeedMarkRow);
      };
      transaction.oncomplete = () => resolve([...written]);
      transaction.onabort = () => reject(transaction.error ?? new Error('Seeding was aborted.'));
    });
  } finally {
    db.close();
  }
}

/** Opens `name` at its current version; fails rather than create a database without the schema. */
function openExistingDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // A later app version upgrading the schema in another tab must not wait for us.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}.`));
  });
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
