import * as v from 'valibot';
import { EMAIL_MAX, emailShape } from '../email';
import { fieldMessages } from './messages';
import { textOf } from '../i18n';
import { locales } from '../i18n/locales';
import { directoryTypes, trades } from '../choice-lists';
import { DOC_ID_PATTERN } from '../doc-id';
import { weekdays } from '../kinds';
import { productCategories } from '../product-categories';
import {
  deviceIdBounds,
  PRICE_MAX,
  PUSH_TOKEN_MAX,
  PUSH_TOKEN_MIN,
  QR_PHOTO_BYTES_MAX,
  referenceBounds,
  RIDER_CASH_MAX,
  SHOP_DAYS_OFF_MAX,
  SHOP_SPANS_PER_DAY_MAX,
  STOCK_MAX,
  textBounds,
  typedBounds,
  UPI_ID_MAX,
} from '../limits';
import { isCalendarDay, isClockTime } from '../local-date';
import { formMessages } from '../messages';
import { isOrderCode, REQUEST_ID_PATTERN } from '../order-identity';
import { isUpiId } from '../upi';
import {
  isLandline,
  isShortNumber,
  MOBILE_PATTERN,
  normalizeIndianMobile,
  storedPhone,
} from '../phone';

/**
 * One schema per field concept: a person's name, an address, a mobile, a
 * price, a day… Every request a browser sends (lib/requests), every stored
 * model (lib/model-schemas, lib/record-schemas) and every admin record
 * composes these, so a phone is checked one way wherever it is typed, sent or
 * read. Their bounds live in lib/limits, the one place each number is written.
 *
 * A field's words: the shape checks (a mobile, a landline, a web address)
 * carry their own, read in the reader's language when a check fails. Length
 * and range checks say what each form needs: a request form passes its own
 * sentences (`says`); without them the admin's forms word the issue by its
 * kind and bound ("Please keep the name under 60 characters."), and the
 * server refuses with valibot's English.
 *
 * The one rule between writers and readers: a stored model is built from the
 * field schemas its writers use, so whatever a form or the server may write
 * is read back. A model is looser only where the server itself stores more
 * than a person may type (returned goods lift stock past `stock`), and it
 * says so beside the field.
 */

/** A sentence for a failed check, given the value that failed it. */
export type Say<Input = string> = (issue: { input: Input }) => string;

/** What a text field says when it is left empty, is too short, or too long. */
export interface TextSays {
  missing?: Say;
  tooShort?: Say;
  tooLong?: Say;
}

interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** Text trimmed, then held to `min`–`max` characters. */
export function trimmed({ min, max }: Bounds, says: TextSays = {}) {
  const { missing, tooShort } = says;
  const short: Say | undefined =
    missing && tooShort
      ? (issue) => (issue.input === '' ? missing(issue) : tooShort(issue))
      : (missing ?? tooShort);
  return v.pipe(v.string(), v.trim(), v.minLength(min, short), v.maxLength(max, says.tooLong));
}

/** Text of at most `max` characters, `min` and up: a field only one model has, bounded there. */
export const text = (max: number, min = 0) => trimmed({ min, max });
/** Something an admin must fill in: at least one character. */
export const filled = (max: number) => text(max, 1);
/** Optional text: absent on older records, '' when left empty. */
export const optionalText = (max: number) => v.optional(text(max));

// ---- People and places ----------------------------------------------------

/** A person's name: a visitor, a customer, a patient, a staff member, a doctor, a tutor. */
export const personName = (says?: TextSays) => trimmed(textBounds.personName, says);
/** What the town's lists name that is not a person: a shop, a product, a test, a hospital, a helpline. */
export const recordName = (says?: TextSays) => trimmed(textBounds.recordName, says);
/** A post's title. */
export const title = () => trimmed(textBounds.title);
/**
 * The Bengali (`xBn`) and Hindi (`xHi`) forms of a text a customer reads,
 * beside its English `x`, each optional and as long as the English may be
 * (lib/local-name's `localText` shows the one on screen).
 */
export function translations<Field extends string>(field: Field, max: number) {
  return {
    [`${field}Bn`]: optionalText(max),
    [`${field}Hi`]: optionalText(max),
  } as Record<`${Field}Bn` | `${Field}Hi`, ReturnType<typeof optionalText>>;
}
/** A record's name in Bengali and Hindi beside `name`. */
export const localNames = () => translations('name', textBounds.recordName.max);
/** Where someone or something is: house, street and para. */
export const address = (says?: TextSays) => trimmed(textBounds.address, says);
/** Something near an address to find it by. */
export const landmark = (says?: TextSays) => trimmed(textBounds.landmark, says);
/** A place a ride starts or ends at; a doctor's chamber. */
export const place = (says?: TextSays) => trimmed(textBounds.place, says);
/** A part of the town. */
export const area = () => trimmed(textBounds.area);
/** Opening or sitting hours as people say them. */
export const hours = () => trimmed(textBounds.hours);
/** A degree or a qualification. */
export const qualification = () => trimmed(textBounds.qualification);

// ---- Words people write ---------------------------------------------------

/** A few words beside a request or a record. */
export const note = (says?: TextSays) => trimmed(textBounds.note, says);
/** What a person writes in their own words: what happened, what needs doing, a message. */
export const details = (says?: TextSays) => trimmed(textBounds.details, says);
/** What a shop, a product or a test is, for its page. */
export const description = () => trimmed(textBounds.description);
/** The staff's own words beside a reason from the list. */
export const reason = () => trimmed(textBounds.reason);
/** Why an admin corrects a line of a rider's cash. */
export const cashWhy = () => trimmed(textBounds.cashWhy);
/** One medicine as typed from a prescription. */
export const medicineName = (says?: TextSays) => trimmed(textBounds.medicineName, says);
/** The lines a customer types into a list for a shop (issue 37); '' when the list is a photo or a voice note. */
export const listText = (says?: TextSays) => trimmed(textBounds.listText, says);
/** A quote's free line (what the catalogue lacks, a medicine), as the shop names it. */
export const quoteLineName = (says?: TextSays) => trimmed(textBounds.quoteLineName, says);
/** Its unit, if the shop gives one ("strip of 10"); '' for none. */
export const quoteLineUnit = (says?: TextSays) => trimmed(textBounds.quoteLineUnit, says);

// ---- Phones ---------------------------------------------------------------

/** An Indian mobile as people type it (+91, spaces, dashes, any digits), given as its 10 digits. */
export const mobile = v.pipe(
  v.string(),
  v.transform((typed: string) => normalizeIndianMobile(typed) ?? typed),
  v.regex(MOBILE_PATTERN, () => textOf(formMessages).notMobile),
);

/** A mobile (given as its 10 digits) or a landline with its STD code: a doctor's, a hospital's. */
/** A mobile, or '' for none (a shop's WhatsApp number): stored as the normalised 10 digits. */
export const mobileOrNone = v.pipe(
  v.string(),
  v.transform((typed: string) =>
    typed.trim() === '' ? '' : (normalizeIndianMobile(typed) ?? typed),
  ),
  v.check(
    (stored) => stored === '' || MOBILE_PATTERN.test(stored),
    () => textOf(formMessages).notMobile,
  ),
);

export const phoneNumber = v.pipe(
  v.string(),
  v.transform(storedPhone),
  v.check(
    (phone) => MOBILE_PATTERN.test(phone) || isLandline(phone),
    () => textOf(fieldMessages).telOnly,
  ),
);

/** A phone number or a short service number (100, 108, 1091): an emergency contact. */
export const helpline = v.pipe(
  v.string(),
  v.transform(storedPhone),
  v.check(
    (phone) => MOBILE_PATTERN.test(phone) || isLandline(phone) || isShortNumber(phone),
    () => textOf(fieldMessages).telOrHelpline,
  ),
);

// ---- Numbers and money ----------------------------------------------------

/** A whole number from `min` to `max`. */
export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** An amount of money: whole paise (lib/money `Paise`), 0 to `max`. */
export const paise = (max: number) => whole(0, max);
/** A price: ₹0 (free, after the vendor confirms) to ₹1,00,000. */
export const price = paise(PRICE_MAX);
/** A sum of prices (a subtotal, a total): no bound of its own. */
export const amount = paise(Number.MAX_SAFE_INTEGER);
/** Cash a delivery person hands over or may hold at most: ₹0.01 to RIDER_CASH_MAX. */
export const cashAmount = whole(1, RIDER_CASH_MAX);
/** A delivery person's cash limit: up to RIDER_CASH_MAX. */
export const cashLimit = paise(RIDER_CASH_MAX);
/** Units of one thing, 1 to `max` (the caps in lib/limits). */
export const quantity = (max: number) => whole(1, max);
/** Units of one product a shop holds, as a person sets it. */
export const stock = whole(0, STOCK_MAX);

// ---- Days and times -------------------------------------------------------

/** A day as 'YYYY-MM-DD'; whether it is still open to book is the clock's to say. */
export const day = (says: { missing?: Say; malformed?: Say } = {}) =>
  v.pipe(
    v.string(),
    v.minLength(1, says.missing ?? (() => textOf(formMessages).dayMissing)),
    v.check(isCalendarDay, says.malformed ?? (() => textOf(formMessages).dayMalformed)),
  );
/** A time of day, 24-hour 'HH:MM', as `<input type="time">` gives it. */
export const clockTime = (says?: Say) => v.pipe(v.string(), v.check(isClockTime, says));
/** A day of the week, as stored. */
export const weekday = v.picklist(weekdays);

// ---- Closed lists (lib/choice-lists, lib/product-categories) ----------------

/** A trade /service lists: a service provider's, a service request's. */
export const trade = v.picklist(trades);
/** A kind of place the medical directory lists. */
export const directoryType = v.picklist(directoryTypes);
/** A product's category, as the catalogue filters by it. */
export const productCategory = v.picklist(productCategories);
/** A moment, stored as a timestamp. */
export const moment = v.date();

/**
 * A stretch of a day a shop is open, 'HH:MM' to 'HH:MM'. A `to` at or
 * before `from` runs past midnight into the next day (a hotel open 18:00 to
 * 02:00); "00:00" as `to` is midnight.
 */
export const openSpan = () => v.object({ from: clockTime(), to: clockTime() });

/** Runs past midnight: ends the next day. */
export const spanRunsPastMidnight = (span: { from: string; to: string }) => span.to <= span.from;

/**
 * One day of a shop's week: closed, open all day, or open in one or two
 * stretches, in order, not overlapping; only the last may run past midnight.
 */
export const dayHours = () =>
  // A union, not a variant: valibot's one module would carry `variant` into every page's first paint.
  v.union([
    v.object({ kind: v.literal('closed') }),
    v.object({ kind: v.literal('allDay') }),
    v.object({
      kind: v.literal('spans'),
      spans: v.pipe(
        v.array(openSpan()),
        v.minLength(1),
        v.maxLength(SHOP_SPANS_PER_DAY_MAX),
        v.check(
          (spans) =>
            spans.every(
              (span, index) =>
                span.from !== span.to &&
                (index === spans.length - 1 || !spanRunsPastMidnight(span)) &&
                (index === 0 || span.from >= (spans[index - 1]?.to ?? '')),
            ),
          () => textOf(fieldMessages).spansOverlap,
        ),
      ),
    }),
  ]);

/**
 * A shop's opening hours: each weekday's (by its stored name, 'Sun'…'Sat')
 * and the days off and holidays by date ('YYYY-MM-DD'), a bounded list.
 */
export const openingHours = () => {
  const oneDay = dayHours();
  return v.object({
    week: v.object(
      Object.fromEntries(weekdays.map((name) => [name, oneDay])) as Record<
        (typeof weekdays)[number],
        typeof oneDay
      >,
    ),
    daysOff: v.pipe(v.array(day()), v.maxLength(SHOP_DAYS_OFF_MAX)),
  });
};

// ---- Ids and codes --------------------------------------------------------

/** A document id as the app makes them (slugs, random ids): no slashes, no dots, not too long. */
export const docId = v.pipe(v.string(), v.regex(DOC_ID_PATTERN));
/** An order's id: 32 hex digits the server derived from its request id. */
export const orderId = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/));
/** Made by the browser once per order or booking and sent again with every retry. */
export const requestId = v.pipe(v.string(), v.regex(REQUEST_ID_PATTERN));
/**
 * A browser's secret id (lib/customer-memory), sent with its orders, requests
 * and codes so its daily limits are its own: the server keeps only a hash of it.
 */
export const deviceId = v.pipe(
  v.string(),
  v.regex(new RegExp(`^[A-Za-z0-9]{${deviceIdBounds.min},${deviceIdBounds.max}}$`)),
);
/**
 * A device's push token: an FCM registration token, or the Demo's `demo-`
 * and a random id (docs/order-life.md, "Who is told").
 */
export const pushToken = v.pipe(
  v.string(),
  v.regex(new RegExp(`^[A-Za-z0-9:_\\-]{${PUSH_TOKEN_MIN},${PUSH_TOKEN_MAX}}$`)),
);
/** The number people read: "TS-482913" for an order, "BK-482913" for a booking. */
export const reference = text(referenceBounds.max, referenceBounds.min);
/** The secret code shown with it, which with the phone opens it on another device. */
export const orderCode = v.pipe(v.string(), v.check(isOrderCode));
/** A code as a person typed it (spaces, dashes, small letters): the handler normalises it. */
export const typedCode = v.pipe(v.string(), v.maxLength(typedBounds.code));
/** A phone as a person typed it (+91, spaces, dashes): the handler says in their language when it is no mobile. */
export const typedPhone = v.pipe(v.string(), v.maxLength(typedBounds.phone));

// ---- Addresses on the web -------------------------------------------------

/** An email address, one shape everywhere (lib/email). */
export const email = (says?: Say) =>
  v.pipe(v.string(), v.trim(), v.maxLength(EMAIL_MAX, says), v.regex(emailShape, says));

const webAddress = /^https:\/\/[^\s/]+\S*$/;
/** A web page with more: https:// only; '' for none. */
export const webLink = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (link) => link === '' || webAddress.test(link),
    ({ input }) =>
      /^http:\/\//i.test(input)
        ? textOf(fieldMessages).httpsNotHttp
        : textOf(fieldMessages).webAddress,
  ),
);

/** A shop's UPI id, `name@bank` (lib/upi); '' for none. */
export const upiId = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(UPI_ID_MAX, () => textOf(fieldMessages).upiId),
  v.check(
    (id) => id === '' || isUpiId(id),
    () => textOf(fieldMessages).upiId,
  ),
);

// One slash only: "//host/…" would leave the site.
const sitePath = /^\/(?!\/)\S*$/;
const storageAddress = /^https:\/\/firebasestorage\.googleapis\.com\/\S+$/;
/** A picture: a path on this site or a Firebase Storage address, as the CSP's img-src allows. */
export const picture = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (address) => sitePath.test(address) || storageAddress.test(address),
    () => textOf(fieldMessages).pictureAddress,
  ),
);

/** A photo as a WebP or JPEG data address, its bytes in base64: what `QR_PHOTO_BYTES_MAX` bounds. */
const photoData = /^data:image\/(webp|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const photoDataPrefix = 'data:image/jpeg;base64,'.length;

/** A photo of a shop's printed UPI QR code, shrunk by the browser (widgets/qr-photo). */
export const qrPhoto = v.pipe(
  v.string(),
  v.regex(photoData),
  v.maxLength(photoDataPrefix + Math.ceil(QR_PHOTO_BYTES_MAX / 3) * 4),
);

/** A picture as `picture` holds it, or '' for none: what a record may go without. */
export const pictureOrNone = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (address) => address === '' || sitePath.test(address) || storageAddress.test(address),
    () => textOf(fieldMessages).pictureAddress,
  ),
);

/** A language the town reads: the one a customer ordered in, the one a notice is written in. */
export const language = v.picklist(locales);
