/**
 * Names built into Bengali sentences with the language's own case endings,
 * instead of a hyphen: "মুদিখানার", "ভাণ্ডারের", "রথতলায়", "স্টেশন রোডে".
 *
 * A Bengali catalogue writes the ending after the placeholder as a person
 * would after a word they cannot see — "{shop}-এর", "{neighbourhood}-এ",
 * "{name}-কে" — and `withCaseEndings` joins each to the value that fills it,
 * by what the value ends in:
 *
 * - the genitive (-এর, -র): -র after a vowel sign (মুদিখানা → মুদিখানার,
 *   চক্রবর্তী → চক্রবর্তীর); -এর, written as the sign ে + র, after a consonant,
 *   which carries the inherent vowel in writing (ভাণ্ডার → ভাণ্ডারের, রায় →
 *   রায়ের), a conjunct (দত্ত → দত্তের) or a consonant with its vowel killed
 *   (the hasanta goes: বাক্‌ → বাকের); -য়ের after a vowel letter of its own
 *   (বই → বইয়ের, ভাই → ভাইয়ের);
 * - the locative (-এ, -য়, -তে): -য় after া (রথতলা → রথতলায়), -তে after any
 *   other vowel (রেল কলোনি → রেল কলোনিতে, বই → বইতে), -এ as ে after a
 *   consonant (রোড → রোডে, মোড় → মোড়ে);
 * - the objective (-কে): joined as it is (রহিম → রহিমকে, মা → মাকে).
 *
 * ৎ is ত before a vowel (প্রসেনজিৎ → প্রসেনজিতের), and ং is ঙ (রং → রঙের). A
 * value that does not end in a Bengali letter — a figure ("₹৫০", "সকাল ৭:০০",
 * "TS-482913"), a name in the Latin script, a closing bracket — keeps the
 * hyphen, as Bengali print writes an ending after a figure or a foreign word
 * ("₹৫০-এর", "Annapurna Grocery-র" reads "-এর" there too).
 *
 * Hindi needs none of this: its postpositions (का, की, के, में, को) are
 * separate words, written so in its catalogue ("{shop} का").
 */

export type BengaliCase = 'genitive' | 'locative' | 'objective';

/** The endings a catalogue may hyphenate after a placeholder, and the case each is. */
const endingCases: Readonly<Record<string, BengaliCase>> = {
  এর: 'genitive',
  র: 'genitive',
  এ: 'locative',
  য়: 'locative',
  তে: 'locative',
  কে: 'objective',
};

/** The hyphenated form kept after a figure or a foreign word. */
const hyphenated: Readonly<Record<BengaliCase, string>> = {
  genitive: '-এর',
  locative: '-এ',
  objective: '-কে',
};

const KHANDA_TA = 'ৎ';
const ANUSVARA = 'ং';
const HASANTA = '্';
const CHANDRABINDU = 'ঁ';
/** The vowel signs: া ি ী ু ূ ৃ ৄ ে ৈ ো ৌ, and the length mark ৗ. */
const vowelSign = /[\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u09D7]$/u;
/** The vowels written as letters of their own: অ আ ই ঈ উ ঊ ঋ ঌ এ ঐ ও ঔ. */
const vowelLetter = /[\u0985-\u098C\u098F\u0990\u0993\u0994]$/u;
/** The consonants, with ড়, ঢ়, য় written as one character or with the nukta, and the hasanta. */
const consonantEnd = /[\u0995-\u09B9\u09DC\u09DD\u09DF]\u09BC?\u09CD?$/u;

/** What `word` ends in, for its ending: a vowel sign, a vowel letter, a consonant, or none of these. */
function lastSound(word: string): 'sign' | 'letter' | 'consonant' | 'other' {
  // A chandrabindu nasalises the vowel before it and does not change the ending (খাঁ → খাঁর).
  const bare = word.endsWith(CHANDRABINDU) ? word.slice(0, -1) : word;
  if (vowelSign.test(bare)) return 'sign';
  if (vowelLetter.test(bare)) return 'letter';
  if (bare.endsWith(KHANDA_TA) || bare.endsWith(ANUSVARA) || consonantEnd.test(bare)) {
    return 'consonant';
  }
  return 'other';
}

/** `word` ready to take a vowel after it: ৎ as ত, ং as ঙ, a final hasanta dropped. */
function beforeVowel(word: string): string {
  if (word.endsWith(KHANDA_TA)) return `${word.slice(0, -1)}ত`;
  if (word.endsWith(ANUSVARA)) return `${word.slice(0, -1)}ঙ`;
  return word.endsWith(HASANTA) ? word.slice(0, -1) : word;
}

/** `name` with the Bengali `grammaticalCase` joined on: "মুদিখানার", "ভাণ্ডারের", "রথতলায়". */
export function withBengaliCase(name: string, grammaticalCase: BengaliCase): string {
  const word = name.trimEnd();
  const sound = lastSound(word);
  if (sound === 'other' || word === '') return `${word}${hyphenated[grammaticalCase]}`;
  if (grammaticalCase === 'objective') return `${word}কে`;
  if (grammaticalCase === 'genitive') {
    if (sound === 'sign') return `${word}র`;
    if (sound === 'letter') return `${word}য়ের`;
    return `${beforeVowel(word)}ের`;
  }
  if (sound === 'consonant') return `${beforeVowel(word)}ে`;
  const bare = word.endsWith(CHANDRABINDU) ? word.slice(0, -1) : word;
  return bare.endsWith('া') ? `${word}য়` : `${word}তে`;
}

const placeholderWithEnding = new RegExp(
  `\\{(\\w+)\\}-(${Object.keys(endingCases)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\u0980-\\u09FF])`,
  'gu',
);

/**
 * A Bengali template with each "{name}-ending" of a value given filled with
 * that value and its case ending joined on; every other placeholder is left
 * for the caller to fill. `valueOf` gives a placeholder's text as it will be
 * shown (undefined: the placeholder stays as written).
 */
export function withCaseEndings(
  template: string,
  valueOf: (name: string) => string | undefined,
): string {
  return template.replace(placeholderWithEnding, (whole, name: string, ending: string) => {
    const value = valueOf(name);
    const grammaticalCase = endingCases[ending];
    return value === undefined || !grammaticalCase
      ? whole
      : withBengaliCase(value, grammaticalCase);
  });
}

/** The endings `withCaseEndings` knows, for the catalogue's check. */
export const caseEndings: readonly string[] = Object.keys(endingCases);
