import bengaliCategories from '../locales/bn/town/categories.json';
import hindiCategories from '../locales/hi/town/categories.json';
import { keywordsFor, namesOf, wordsOf } from './search-words';

/**
 * The town's everyday words as people type them on an English keyboard:
 * "chal" is চাল, "aloo" is আলু and आलू. A shop or product whose name holds
 * one of these words is found by its Latin spellings too (they go into its
 * `keywords` beside the word itself). Only whole words of the names count;
 * a Bengali word may carry the possessive ending (আলুর, মাছের).
 *
 * Kept short on purpose: the words of the town's shelves that people
 * actually search for, each with the spellings people actually type.
 */
export const latinSpellings: Readonly<Record<string, readonly string[]>> = {
  // Bengali
  চাল: ['chal', 'chaal'],
  ডাল: ['dal', 'daal'],
  আটা: ['atta', 'ata'],
  মুড়ি: ['muri', 'mudi'],
  চিঁড়ে: ['chire', 'chira', 'chinre'],
  তেল: ['tel'],
  ঘি: ['ghee', 'ghi'],
  নুন: ['nun', 'noon'],
  চিনি: ['chini'],
  গুড়: ['gur', 'gud'],
  মশলা: ['moshla', 'mashla', 'masala'],
  ছোলা: ['chola', 'chhola'],
  আলু: ['aloo', 'alu'],
  পেঁয়াজ: ['peyaj', 'piyaj', 'peyaaj'],
  বেগুন: ['begun', 'baigun'],
  পটল: ['potol', 'patol'],
  লাউ: ['lau'],
  লঙ্কা: ['lonka', 'lanka'],
  আদা: ['ada'],
  শাক: ['shak', 'saak'],
  সবজি: ['sobji', 'sabji', 'sabzi'],
  ফল: ['phal', 'fal', 'fol'],
  কলা: ['kola', 'kela'],
  আম: ['aam'],
  দুধ: ['dudh', 'doodh'],
  দই: ['doi', 'dohi'],
  পনির: ['ponir', 'paneer', 'panir'],
  ডিম: ['dim', 'deem'],
  মাছ: ['mach', 'machh', 'maach', 'maachh'],
  রুই: ['rui'],
  ইলিশ: ['ilish'],
  চিংড়ি: ['chingri'],
  মাংস: ['mangsho', 'mangso', 'mangsa'],
  মুরগি: ['murgi'],
  মিষ্টি: ['mishti', 'misti'],
  সাবান: ['saban', 'sabun'],
  ওষুধ: ['oshudh', 'osudh', 'oshud', 'osud', 'okhudh'],
  খাতা: ['khata'],
  ছাতা: ['chhata', 'chata'],
  গামছা: ['gamchha', 'gamcha'],
  শাড়ি: ['sari', 'saree', 'shari'],
  // Hindi
  चावल: ['chawal', 'chaval'],
  दाल: ['dal', 'daal'],
  आटा: ['atta', 'aata'],
  तेल: ['tel'],
  घी: ['ghee', 'ghi'],
  नमक: ['namak'],
  चीनी: ['cheeni', 'chini'],
  गुड़: ['gur', 'gud'],
  मसाले: ['masale', 'masala'],
  चना: ['chana', 'channa'],
  आलू: ['aloo', 'alu'],
  प्याज़: ['pyaz', 'pyaaz', 'piyaz'],
  बैंगन: ['baingan', 'baigan'],
  मिर्च: ['mirch', 'mirchi'],
  अदरक: ['adrak'],
  पालक: ['palak'],
  सब्ज़ियाँ: ['sabzi', 'sabji', 'sabziyan'],
  फल: ['phal', 'fal'],
  केला: ['kela'],
  आम: ['aam'],
  दूध: ['doodh', 'dudh'],
  दही: ['dahi'],
  पनीर: ['paneer', 'panir'],
  अंडे: ['ande', 'anda'],
  अंडा: ['anda'],
  मछली: ['machli', 'machhli', 'machhali'],
  मांस: ['maans', 'mans'],
  मिठाई: ['mithai'],
  साबुन: ['sabun', 'saabun'],
  दवाइयाँ: ['dawai', 'davai', 'dawaiyan', 'dawa', 'dava'],
  कपड़े: ['kapde', 'kapda', 'kapre'],
  बर्तन: ['bartan', 'bartaan'],
};

/** The table by each word as `wordsOf` writes it (lower-cased, NFKD), so lookups match typed text. */
const spellingsByWord = new Map(
  Object.entries(latinSpellings).map(([word, spellings]) => [word.normalize('NFKD'), spellings]),
);

/** Bengali's possessive endings (এর, ের, র), written as `wordsOf` writes them. */
const possessive = /(?:\u098f\u09b0|\u09c7\u09b0|\u09b0)$/u;

/** The Latin spellings of a word of a name (as `wordsOf` gives it), if the table knows the word. */
export function latinSpellingsOf(word: string): readonly string[] {
  return spellingsByWord.get(word) ?? spellingsByWord.get(word.replace(possessive, '')) ?? [];
}

const categoriesIn = {
  bn: bengaliCategories['town/categories'],
  hi: hindiCategories['town/categories'],
};

/**
 * A product category's names as the catalogue shows them in English, Bengali
 * and Hindi (the `town/categories` catalogue), so "ওষুধ" and "दवाइयाँ" find
 * the medicines as "medicines" does.
 */
export function categoryNamesOf(category: string): string[] {
  const local = (names: Readonly<Record<string, string>>) =>
    Object.hasOwn(names, category) ? [names[category] ?? ''] : [];
  return [category, ...local(categoriesIn.bn), ...local(categoriesIn.hi)];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Search words of `texts` and the Latin spellings of the town's words among them. */
const townKeywordsFor = (...texts: string[]) =>
  keywordsFor(...texts, ...texts.flatMap(wordsOf).flatMap(latinSpellingsOf));

/**
 * The search words (`keywords`) of a shop and of a product: every name
 * (English, Bengali, Hindi), what else a customer may type (a shop's kind
 * and area; a product's category in the three languages), and the Latin
 * spellings of the town's words among them. The Demo town's seed and the
 * admin's forms both store these.
 */
export const catalogueKeywords = {
  shops: (data: Readonly<Record<string, unknown>>) =>
    townKeywordsFor(...namesOf(data), text(data['type']), text(data['area'])),
  products: (data: Readonly<Record<string, unknown>>) =>
    townKeywordsFor(...namesOf(data), ...categoryNamesOf(text(data['category']))),
};
