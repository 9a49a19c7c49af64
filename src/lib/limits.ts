import { latinDigits } from './i18n/digits';

/**
 * The bounds every writer is held to: the forms check them to explain, the
 * server and the Demo backend refuse what breaks them, and firestore.rules
 * states the same numbers for the few writes browsers still make (a test
 * reads them from the rules file).
 */

/** A price in paise: 0 (free, after the vendor confirms) up to ₹1,00,000. */
export const PRICE_MAX = 100_000_00;
/** Units of one product a shop can hold. */
export const STOCK_MAX = 10_000;

/** Lines in one cart (one order). */
export const CART_LINES_MAX = 30;
/** Units of one product in one order. */
export const LINE_QUANTITY_MAX = 20;
/** Lines a shop may lower or take off one order before accepting it; more, and it is better rejected. */
export const LINE_CHANGES_MAX = 10;

/** Stretches of one day a shop is open: a morning and an evening, with a break between. */
export const SHOP_SPANS_PER_DAY_MAX = 2;
/** Days off and holidays a shop lists ahead, by date. */
export const SHOP_DAYS_OFF_MAX = 30;
/** How far ahead a vendor's extra hours for the day may run: open early or late, never for days. */
export const SHOP_EXTRA_HOURS_MAX = 12;

/** A price change asks the vendor to confirm when it is to 0 or more than this many times up or down. */
export const PRICE_JUMP_FACTOR = 10;

/** A UPI id (`name@bank`) is at most this long, as NPCI allows (lib/upi). */
export const UPI_ID_MAX = 100;
/** Cash one delivery person may hold, be handed over or be limited to: far above any day's cash (₹1 crore). */
export const RIDER_CASH_MAX = 1_00_00_000_00;
/** Sums owed back that one rider's cash may list unsettled at once (lib/rider-cash `owed`). */
export const RIDER_OWED_MAX = 100;

/** A document id as the app makes them (slugs, random ids), in characters: lib/doc-id `DOC_ID_PATTERN`. */
export const DOC_ID_MAX = 150;

/**
 * An order number or booking reference as stored ("TS-482913", "BK-482913"):
 * its length, in characters (lib/fields/schemas `reference`).
 */
export const referenceBounds = { min: 4, max: 12 } as const;

/**
 * What a request carries as a person typed it, for the handler to normalise
 * and word in the reader's language: a phone (+91, spaces, dashes) and an
 * order's or booking's code (spaces, dashes, small letters), in characters.
 */
export const typedBounds = { phone: 30, code: 20 } as const;

/**
 * Text a person types, in characters after trimming: the one place each
 * bound lives. lib/fields/schemas builds each field's schema from these, and
 * the request schemas, the stored models, the forms and the admin's checks
 * all compose those schemas, so changing a number here changes every one.
 */
export const textBounds = {
  /** A person: a visitor, a customer, a patient, a staff member, a doctor, a tutor. */
  personName: { min: 2, max: 60 },
  /** What the town's lists name that is not a person: a shop, a product, a test, a hospital, a helpline. */
  recordName: { min: 2, max: 100 },
  /** A post's title. */
  title: { min: 3, max: 120 },
  /** Where someone or something is: house, street and para. Any shorter, nobody finds it. */
  address: { min: 8, max: 300 },
  /** Something near an address to find it by. */
  landmark: { min: 0, max: 80 },
  /** A place a ride starts or ends at; a doctor's chamber. */
  place: { min: 2, max: 120 },
  /** A part of the town. */
  area: { min: 1, max: 60 },
  /** Opening or sitting hours as people say them ("8 am – 9 pm"). */
  hours: { min: 1, max: 80 },
  /** A degree or a qualification ("MBBS, MD", "M.Sc."). */
  qualification: { min: 1, max: 80 },
  /** A few words beside a request or a record: a visitor's note, the staff's note to them. */
  note: { min: 0, max: 300 },
  /** What a person writes in their own words: what happened, what needs doing, a message. */
  details: { min: 5, max: 1000 },
  /** What a shop, a product or a test is, for its page. */
  description: { min: 0, max: 400 },
  /** The staff's own words beside a reason from the list. */
  reason: { min: 0, max: 200 },
  /** One medicine as typed from a prescription. */
  medicineName: { min: 1, max: 80 },
  /** Why an admin corrects a line of a rider's cash: a few words, never nothing. */
  cashWhy: { min: 3, max: 200 },
  /** The lines a customer types into a list for a shop instead of a photo or a voice note (issue 37). */
  listText: { min: 0, max: 1000 },
  /** A quote's line for what the catalogue lacks (a medicine), as the shop names it. */
  quoteLineName: { min: 2, max: 80 },
  /** Its unit, if the shop gives one ("strip of 10"). */
  quoteLineUnit: { min: 0, max: 30 },
} as const satisfies Record<string, { min: number; max: number }>;

/**
 * A photo of a shop's printed UPI QR code, shrunk in the browser: at most
 * this many pixels a side and this many bytes, so a customer's phone on a
 * slow connection loads it at once.
 */
export const QR_PHOTO_SIDE_MAX = 480;
export const QR_PHOTO_BYTES_MAX = 60_000;

/** Neighbourhoods one shop may name as the ones it delivers to. */
export const NEIGHBOURHOODS_MAX = 60;

/**
 * What an admin may set in config/ordering: the fee and threshold in paise,
 * the limit a count, and the minutes after which an order nobody accepted
 * reminds the shop, calls the admin and is given up (src/server/escalation),
 * which must come in that order.
 */
export const orderingBounds = {
  deliveryFee: { min: 0, max: 10_000_00 },
  freeDeliveryAbove: { min: 0, max: 1_00_00_000_00 },
  openOrdersPerPhone: { min: 1, max: 50 },
  remindAfterMinutes: { min: 1, max: 60 },
  callAdminAfterMinutes: { min: 2, max: 120 },
  giveUpAfterMinutes: { min: 3, max: 240 },
  /** Hours a shop's quote for a list waits for the customer's answer before it expires (issue 37). */
  quoteHours: { min: 1, max: 72 },
} as const;

/** Requests (bookings, messages) one phone may send in a day. */
export const REQUESTS_PER_PHONE_PER_DAY = 10;

/** Orders one phone may place in a day, cancelled ones counted too. */
export const ORDERS_PER_PHONE_PER_DAY = 10;

/**
 * A browser's secret id (lib/customer-memory `deviceId`), sent with its
 * orders, requests and codes: letters and digits, this long (the browser
 * makes 20, about 119 bits).
 */
export const deviceIdBounds = { min: 20, max: 64 } as const;

/** Orders one device (one browser's secret id) may place in a day, for any phones, cancelled ones counted. */
export const ORDERS_PER_DEVICE_PER_DAY = 10;

/** Requests (bookings, messages) one device may send in a day, for any phones. */
export const REQUESTS_PER_DEVICE_PER_DAY = 10;

/**
 * Devices one phone knows: those that placed one of its orders or bookings,
 * or opened one with its code. A known device is held to its own daily
 * limits, not the phone's, so a stranger who fills a phone's day cannot stop
 * it. The first to come keep their place, except to a device with a
 * delivered order of the phone; one unused this many days is forgotten.
 */
export const DEVICES_PER_PHONE_MAX = 5;
export const DEVICE_KNOWN_DAYS = 90;

/**
 * The shortest first password an admin may give a vendor or delivery person
 * (Firebase Auth itself takes 6): a staff account sees customers' names,
 * phones and addresses.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 8;

/**
 * Codes that open nothing one phone may be tried with in an hour. Every order
 * and booking is found through its phone, so this also bounds each one: 8 an
 * hour against 31⁶ (887 million) codes.
 */
export const WRONG_CODES_PER_PHONE_PER_HOUR = 8;

/** Staff alerts about one shop's orders in an hour; past it the dashboard still shows every order. */
export const ALERTS_PER_SHOP_PER_HOUR = 20;

/** Orders and bookings the server remembers per phone; the oldest finished ones drop off. */
export const PHONE_RECORDS_MAX = 50;

/**
 * The largest spreadsheet or town backup an admin's screen reads, in bytes
 * (5 MB): checked before the file is read, so a phone never freezes parsing one.
 */
export const IMPORT_FILE_BYTES_MAX = 5 * 1024 * 1024;

/**
 * A whole number 0…max, typed as digits only (Bengali and Devanagari digits
 * too): "1e3", "12.5" and "-1" are not stock.
 */
export function parseWholeNumber(typed: string, max: number): number | null {
  const text = latinDigits(typed).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/**
 * Rupees as a person types them, with at most two decimals, in digits of any
 * script ("62.5", "১২৫"), as paise up to `max` (a price's bound unless
 * told); "1e3" is not an amount.
 */
export function parseRupees(typed: string, max: number = PRICE_MAX): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(latinDigits(typed).trim());
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise <= max ? paise : null;
}

/** A price as stored: whole paise, 0…PRICE_MAX. */
export const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= PRICE_MAX;

export const isStock = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= STOCK_MAX;

/** Whether moving a price from `before` to `after` needs the vendor to say "yes, I mean it". */
export function isPriceJump(before: number, after: number): boolean {
  if (after === before) return false;
  if (after === 0) return true;
  if (before === 0) return false;
  return after > before * PRICE_JUMP_FACTOR || after * PRICE_JUMP_FACTOR < before;
}

// ---- Who is told, on which phone (issue 34) ---------------------------------

/** A device's push token (an FCM registration token, or the Demo's `demo-…` id), in characters. */
export const PUSH_TOKEN_MIN = 16;
export const PUSH_TOKEN_MAX = 4096;
/** Orders one device may ask to be told about; asking for one more lets the oldest fall off. */
export const PUSH_ORDERS_PER_DEVICE = 20;
/** Devices told about one order; one more asking lets the one that asked longest ago fall off. */
export const PUSH_DEVICES_PER_ORDER = 5;
/** Devices one staff member is told on (a phone, a tablet, the shop's computer); one more unties the oldest. */
export const PUSH_DEVICES_PER_STAFF = 5;

/**
 * Of a shop's `ALERTS_PER_SHOP_PER_HOUR`, what one phone's (and one device's)
 * new orders, cancellations and changes may spend in an hour; the rest is
 * merged into the shop's digest, never dropped. A phone with a delivered order
 * at the shop before spends nothing: its orders always alert.
 */
export const ALERTS_PER_PHONE_PER_SHOP_PER_HOUR = 4;
export const ALERTS_PER_DEVICE_PER_SHOP_PER_HOUR = 4;
/** Phones a shop remembers as its regular customers (a delivered order there), the latest kept. */
export const REGULARS_PER_SHOP = 500;
/** Alerts of visitors' requests one staff chat gets in an hour; the rest go into its digest. */
export const REQUEST_ALERTS_PER_CHAT_PER_HOUR = 20;
/** Of those, what one phone's requests may spend in an hour. */
export const REQUEST_ALERTS_PER_PHONE_PER_HOUR = 3;
/** Minutes a digest gathers what it merges before the chat hears it ("12 more … in the last hour"). */
export const DIGEST_AFTER_MINUTES = 60;

/** Minutes a shop's one-time Telegram link code works. */
export const SHOP_CHAT_CODE_MINUTES = 30;

// ---- Lists and quotes (issue 37) ---------------------------------------------

/**
 * A list sent to a shop (a photo of a handwritten list or a prescription, a
 * voice note, a few typed lines) is kept this many days after it was sent,
 * with its photo and voice note: then a Firestore TTL policy (and the
 * minute's sweep) deletes them (docs/security.md, "Lists and prescriptions").
 */
export const LIST_MEDIA_DAYS = 30;
/**
 * The largest photo of a list, in bytes, shrunk in the browser (the QR
 * photo's shrinking, widgets/qr-photo): JPEG or WebP, about 150 kB, in its
 * own document (a Firestore document holds at most 1 MiB).
 */
export const LIST_PHOTO_BYTES_MAX = 150_000;
/** The longest side of a list's photo as the browser shrinks it, in pixels. */
export const LIST_PHOTO_SIDE_MAX = 1600;
/** The largest voice note of a list, in bytes: 60 s of Opus or AAC at about 24 kbit/s, with room. */
export const LIST_VOICE_BYTES_MAX = 200_000;
/** The longest voice note of a list, in seconds; the recorder stops by itself here. */
export const LIST_VOICE_SECONDS_MAX = 60;
/** What a list's media may be: the photo's types and the voice note's, as browsers record them. */
export const LIST_PHOTO_MIMES = ['image/jpeg', 'image/webp'] as const;
export const LIST_VOICE_MIMES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
/** Free lines (priced by the shop, for what its catalogue lacks) in one quote; a quote has at most CART_LINES_MAX lines. */
export const QUOTE_FREE_LINES_MAX = 20;
/** Hours a quote waits for the customer when no admin has set them (config/ordering `quoteHours`). */
export const QUOTE_HOURS_DEFAULT = 24;
