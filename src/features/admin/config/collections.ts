import { BackendError, type DocData, type StaffKind } from '../../../port/types';
import { backendError } from '../../../port/errors';
import { emergencyServices } from '../../../lib/kinds';
import { textOf, useMessages, locale } from '../../../lib/i18n';
import { categoryNames, statusMessages } from '../../../lib/messages';
import {
  collections,
  feedTypes,
  shopTypes,
  type FeedType,
  type ShopType,
} from '../../../lib/models';
import { statusPath } from '../../../lib/order-status';
import type { OrderStatus, requestCollections } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { formatIndianMobile } from '../../../lib/phone';
import { productCategories } from '../../../lib/product-categories';
import { readSittingDays } from '../../../lib/sitting-days';
import { keywordsFor, namesOf, textsOf, titlesOf } from '../../../lib/search-words';
import { catalogueKeywords } from '../../../lib/town-words';
import { slugOf } from '../../../lib/ids';
import { productPicture, shopPicture } from '../../../lib/town-pictures';
import { labSlots, labSlotText } from '../../../lib/lab-slots';
import {
  choiceName,
  choiceNames,
  directoryTypes,
  productUnits,
  sampleTypes,
  specialities,
  trades,
  type Choice,
  type Trade,
} from '../../../lib/choice-lists';
import { tradeNames } from '../../../lib/requests/messages';
import { localName, localShopName } from '../../../lib/local-name';
import { readableId } from '../api/admin-data';
import { fromLocalDateTime, listItems, storedText, toLocalDateTime } from './form-values';
import { alertTitle, formatMoment } from './format';
import { alertHeadlineMessages } from '../messages';
import { keywordSearch, nameSearch, orderSearch, phoneSearch } from './search';
import { collectionMessages } from './messages';
import { isRequired } from './record-check';
import type {
  AdminCollection,
  AdminGroup,
  CollectionConfig,
  CsvExtra,
  FieldSpec,
  FieldsOf,
  FormValue,
  Option,
} from './types';

type CollectionTexts = ReturnType<typeof collectionMessages.get>;
type StatusTexts = ReturnType<typeof statusMessages.get>;

/**
 * THE table of what /admin/{type} manages. Each entry configures a section:
 * the generic screen for most, the list and form of the orders and staff
 * screens; add a collection by adding an entry here (its `type` is the URL
 * segment). Each goes through `section`, which checks its field names
 * against its collection's model.
 */

/**
 * A section's config, its fields, sort and filter named as its collection's
 * model names them (plus `Extra`: fields used to make a record, never stored),
 * each stored field required as its schema says.
 */
function section<C extends AdminCollection, Extra extends string = never>(
  config: CollectionConfig<NoInfer<FieldsOf<C> | Extra>> & { collection: C },
): CollectionConfig {
  return {
    ...config,
    fields: config.fields.map((field) =>
      field.transient ? field : { ...field, required: isRequired(config, field) },
    ),
  };
}

const money = (data: DocData, field: string) => {
  const value = data[field];
  return typeof value === 'number' ? formatRupees(value) : '';
};
const when = (data: DocData, field: string) => {
  const value = data[field];
  return value instanceof Date ? formatMoment(value) : '';
};
const list = (data: DocData, field: string) => {
  const value = data[field];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
};
/** Customers see a post from its date on; before that it is waiting. */
const scheduledNote = (t: CollectionTexts, moment: Date | null, now = new Date()) =>
  moment && moment > now ? t.scheduledFor({ moment: formatMoment(moment) }) : undefined;
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');
/** A form's value as text ('' for a checkbox's). */
const textOfValue = (value: FormValue) => (typeof value === 'string' ? value : '');
/**
 * A field chosen from one of the lists of lib/choice-lists, each entry by its
 * name in the admin's language; the English name is stored.
 */
const chosenFrom = (list: readonly Choice[]) =>
  ({
    kind: 'select',
    choices: list,
    options: list.map((choice) => ({ value: choice.name, label: localName(choice) })),
  }) satisfies Partial<FieldSpec>;

const options = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string = (value) => value,
) => values.map((value): Option => ({ value, label: label(value) }));

/**
 * The names of a product's shop as the product keeps them, in each language,
 * so a customer reads the shop's name in theirs before the shop is read. A
 * language the shop has no name in is saved empty rather than left out: an
 * edit merges into the stored product and must not keep an earlier name.
 */
const shopNamesOf = (shop: DocData): DocData => ({
  shopName: storedText(shop, 'name'),
  shopNameBn: storedText(shop, 'nameBn'),
  shopNameHi: storedText(shop, 'nameHi'),
});

// ---- Shared field shapes ---------------------------------------------------

/** A record's names as it stores them (`nameBn` and `nameHi` where it has them). */
const namesIn = (data: DocData) => ({
  name: storedText(data, 'name'),
  nameBn: storedText(data, 'nameBn'),
  nameHi: storedText(data, 'nameHi'),
});

/** The name of a product's or an order's shop, as it keeps it, in the reader's language. */
const shopNameIn = (data: DocData) =>
  localShopName({
    shopName: storedText(data, 'shopName'),
    shopNameBn: storedText(data, 'shopNameBn'),
    shopNameHi: storedText(data, 'shopNameHi'),
  });

/** Listed alphabetically (by the stored English name) and titled by their name in the reader's language. */
const byName = {
  orderBy: [{ field: 'name' }],
  titleOf: (data: DocData) => localName(namesIn(data)),
} satisfies Pick<CollectionConfig<'name'>, 'orderBy' | 'titleOf'>;

const pictureField = (label: string, hint: string): FieldSpec<'image'> => ({
  name: 'image',
  label,
  kind: 'url',
  hint,
});

const nameField = (t: CollectionTexts): FieldSpec<'name'> => ({
  name: 'name',
  label: t.name,
  kind: 'text',
});
/**
 * A text a customer reads (`x`) with its optional Bengali (`xBn`) and Hindi
 * (`xHi`) forms, which the form shows beside it, the English as what is shown
 * when one is left empty (components/record-form). One helper for names,
 * titles, descriptions and notes alike: what it lists are the CSV columns too.
 */
const translated = <N extends string>(
  t: CollectionTexts,
  english: FieldSpec<N>,
): FieldSpec<N | `${N}Bn` | `${N}Hi`>[] => {
  const translation = (language: 'bn' | 'hi', label: string): FieldSpec<`${N}Bn` | `${N}Hi`> => ({
    name: `${english.name}${language === 'bn' ? 'Bn' : 'Hi'}`,
    label,
    kind: english.kind === 'textarea' ? 'textarea' : 'text',
    translates: { field: english.name, language },
  });
  return [
    english,
    translation('bn', t.inBengali({ label: english.label })),
    translation('hi', t.inHindi({ label: english.label })),
  ];
};
const phoneField = (
  t: CollectionTexts,
  kind: 'mobile' | 'tel' = 'mobile',
  inSummary = true,
): FieldSpec<'phone'> => ({
  name: 'phone',
  label: t.phone,
  kind,
  inSummary,
  hint: kind === 'mobile' ? t.mobileHint : t.telHint,
});

const requestStatuses = (t: CollectionTexts) =>
  options(
    ['new', 'confirmed', 'done', 'cancelled'] as const,
    (status) =>
      ({
        new: t.statusNew,
        confirmed: t.statusConfirmed,
        done: t.statusDone,
        cancelled: t.statusCancelled,
      })[status],
  );

type RequestCollection = (typeof requestCollections)[keyof typeof requestCollections];

/** Bookings and requests visitors send: read and moved on here, never made here. */
function requestConfig<C extends RequestCollection>(
  t: CollectionTexts,
  config: Pick<CollectionConfig, 'type' | 'title' | 'singular' | 'description' | 'group'> & {
    collection: C;
    fields: FieldSpec<FieldsOf<C>>[];
    titleOf: CollectionConfig['titleOf'];
  },
): CollectionConfig<FieldsOf<C> | 'status' | 'createdAt' | 'reference' | 'staffNote'> & {
  collection: C;
} {
  return {
    ...config,
    fields: [
      {
        name: 'reference',
        label: t.bookingNumber,
        kind: 'text',
        editable: 'never',
        inSummary: true,
      },
      ...config.fields.map((field) => ({ ...field, editable: 'never' as const })),
      {
        name: 'status',
        label: t.status,
        kind: 'select',
        options: requestStatuses(t),
        editable: 'edit',
        inSummary: true,
      },
      {
        name: 'staffNote',
        label: t.staffNote,
        kind: 'textarea',
        editable: 'edit',
        hint: t.staffNoteHint,
      },
      {
        name: 'createdAt',
        label: t.received,
        kind: 'datetime',
        editable: 'never',
        inSummary: true,
      },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    search: phoneSearch(config.title.toLowerCase()),
    filter: { field: 'status', label: t.status, options: requestStatuses(t) },
    canCreate: false,
    canEdit: true,
    canDelete: true,
  };
}

// ---- Staff -----------------------------------------------------------------

function staffConfig(t: CollectionTexts, kind: StaffKind): CollectionConfig {
  const vendor = kind === 'vendor';
  return section<typeof kind, 'password' | FieldsOf<'vendor'>>({
    type: vendor ? 'vendors' : 'deliveryPersons',
    collection: collections[kind],
    title: vendor ? t.vendors : t.deliveryPersons,
    singular: vendor ? t.vendor : t.deliveryPerson,
    description: vendor ? t.vendorsDescription : t.deliveryPersonsDescription,
    group: 'ordersAndStaff',
    fields: [
      nameField(t),
      { ...phoneField(t, 'mobile'), editable: 'create', hint: t.signInNumberHint },
      {
        name: 'password',
        label: t.firstPassword,
        kind: 'password',
        // Never stored, so no schema says it: the staff account's minimum and the sign-in policy do.
        required: true,
        transient: true,
        editable: 'create',
        hint: t.firstPasswordHint,
      },
      ...(vendor
        ? [
            {
              name: 'shopId',
              label: t.shop,
              kind: 'ref',
              ref: { collection: collections.shops, labelField: 'name' },
              hint: t.theirShopHint,
            } satisfies FieldSpec<'shopId'>,
          ]
        : []),
      {
        name: 'active',
        label: t.activeMaySignIn,
        kind: 'boolean',
        editable: 'edit',
      },
    ],
    ...byName,
    summaryOf: (data, refLabels) =>
      joined(
        formatIndianMobile(storedText(data, 'phone')),
        (vendor && refLabels?.['shopId']) || '',
        data['active'] === true ? t.active : t.deactivated,
      ),
    search: nameSearch(vendor ? t.vendorsLower : t.deliveryPersonsLower),
    canCreate: true,
    canEdit: true,
    // An account is deactivated, never deleted: its orders keep pointing at it.
    canDelete: false,
    derive: (_data, refs): DocData => {
      const shop = refs['shopId'];
      return vendor && shop ? { category: storedText(shop.data, 'type') } : {};
    },
    fieldOfFailure: staffFailureField,
  });
}

/** The field of the staff form a refusal of the server is about. */
function staffFailureField(error: unknown): 'phone' | 'password' | 'shopId' | undefined {
  if (!(error instanceof BackendError)) return undefined;
  if (error.code === 'auth/email-already-in-use' || error.reason?.key === 'staffPhoneInvalid') {
    return 'phone';
  }
  if (error.code === 'auth/weak-password') return 'password';
  return error.reason?.key === 'vendorShopMissing' ? 'shopId' : undefined;
}

/**
 * How an order was paid, for the orders' spreadsheet: `cash` or `UPI`, and
 * whether the money is in: a UPI payment seen by staff, or a cash order
 * delivered (the rider took the money at the door).
 */
export const orderPaymentColumns: readonly CsvExtra[] = [
  { column: 'payment', cellOf: (data) => (data['paidByUpi'] ? 'UPI' : 'cash') },
  {
    column: 'paid',
    cellOf: (data) => (data['paidByUpi'] || data['status'] === 'delivered' ? 'yes' : 'no'),
  },
];

// ---- The table ---------------------------------------------------------------

const shopTypeName = (t: CollectionTexts, type: string) =>
  (shopTypes as readonly string[]).includes(type) ? t[type as ShopType] : type;
const feedTypeName = (t: CollectionTexts, type: string) =>
  (feedTypes as readonly string[]).includes(type) ? t[type as FeedType] : type;

/** The table in the words of `t` (and the category and status names of the same language). */
function buildCollections(
  t: CollectionTexts,
  categories: Readonly<Record<string, string>>,
  statuses: Readonly<Record<OrderStatus, string>>,
  tradeWords: Readonly<Record<Trade, string>>,
): readonly CollectionConfig[] {
  const tradeOptions = options(trades, (trade) => tradeWords[trade]);
  const orderStatusOptions = options(
    [...statusPath, 'rejected', 'cancelled', 'undelivered'] as OrderStatus[],
    (status) => statuses[status],
  );
  const shopTypeOptions = options(shopTypes, (type) => t[type]);
  const feedTypeOptions = options(feedTypes, (type) => t[type]);
  const alertStatuses = options(['pending', 'sent', 'failed'] as const, (status) => t[status]);
  return [
    section({
      type: 'orders',
      collection: collections.orders,
      title: t.orders,
      singular: t.order,
      description: t.ordersDescription,
      group: 'ordersAndStaff',
      fields: [
        { name: 'number', label: t.orderNumber, kind: 'text', editable: 'never' },
        { name: 'customerName', label: t.customer, kind: 'text', editable: 'never' },
        { name: 'phone', label: t.phone, kind: 'mobile', editable: 'never' },
        { name: 'shopName', label: t.shop, kind: 'text', editable: 'never' },
        { name: 'total', label: t.total, kind: 'money', editable: 'never' },
        { name: 'status', label: t.status, kind: 'select', options: orderStatusOptions },
        { name: 'createdAt', label: t.placed, kind: 'datetime', editable: 'never' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      titleOf: (data) => joined(storedText(data, 'number'), storedText(data, 'customerName')),
      summaryOf: (data) =>
        joined(
          shopNameIn(data),
          money(data, 'total'),
          formatIndianMobile(storedText(data, 'phone')),
          when(data, 'createdAt'),
        ),
      search: orderSearch(),
      filter: { field: 'status', label: t.status, options: orderStatusOptions },
      csvExtras: orderPaymentColumns,
      // Orders come from customers; staff move them on, never write them by hand.
      canCreate: false,
      canEdit: false,
      canDelete: false,
    }),
    section({
      type: 'shops',
      collection: collections.shops,
      title: t.shops,
      singular: t.shopOne,
      description: t.shopsDescription,
      group: 'shopsAndProducts',
      fields: [
        ...translated(t, nameField(t)),
        {
          name: 'type',
          label: t.type,
          kind: 'select',
          options: shopTypeOptions,
          inSummary: true,
        },
        {
          name: 'area',
          label: t.area,
          kind: 'text',
          inSummary: true,
        },
        ...translated(t, { name: 'address', label: t.address, kind: 'textarea' }),
        phoneField(t, 'mobile', false),
        { name: 'whatsapp', label: t.whatsapp, kind: 'mobile', hint: t.whatsappHint },
        // Opening hours are set with the hours form under the shop's fields (components/shop-hours-panel).
        { name: 'open', label: t.openNow, kind: 'boolean', initial: () => true },
        {
          name: 'minimumOrder',
          label: t.minimumOrderRupees,
          kind: 'money',
          hint: t.minimumOrderHint,
        },
        {
          name: 'neighbourhoods',
          label: t.deliversTo,
          kind: 'refs',
          ref: { collection: collections.neighbourhoods, labelField: 'name' },
          noneTicked: t.deliversEverywhere,
        },
        ...translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
        pictureField(t.picture, t.shopPictureHint),
        { name: 'upiId', label: t.upiId, kind: 'text', hint: t.upiIdHint },
        { name: 'upiQrImage', label: t.upiQrImage, kind: 'url', hint: t.upiQrImageHint },
      ],
      ...byName,
      summaryOf: (data) =>
        joined(
          shopTypeName(t, storedText(data, 'type')),
          storedText(data, 'area'),
          data['open'] ? t.open : t.closed,
        ),
      search: keywordSearch(t.shops.toLowerCase(), ['name', 'nameBn', 'nameHi', 'area', 'type']),
      filter: { field: 'type', label: t.type, options: shopTypeOptions },
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
      derive: (data) => ({
        keywords: catalogueKeywords.shops(data),
        ...(!storedText(data, 'image') && { image: shopPicture(storedText(data, 'type')) }),
      }),
      deleteWarning: t.shopDeleteWarning,
    }),
    section({
      type: 'products',
      collection: collections.products,
      title: t.products,
      singular: t.product,
      description: t.productsDescription,
      group: 'shopsAndProducts',
      fields: [
        {
          name: 'shopId',
          label: t.shop,
          kind: 'ref',
          ref: { collection: collections.shops, labelField: 'name' },
        },
        ...translated(t, nameField(t)),
        {
          name: 'category',
          label: t.category,
          kind: 'select',
          options: options(productCategories, (category) => categories[category] ?? category),
          inSummary: true,
        },
        {
          ...chosenFrom(productUnits),
          name: 'unit',
          label: t.unit,
          inSummary: true,
        },
        {
          name: 'price',
          label: t.priceRupees,
          kind: 'money',
          inSummary: true,
        },
        {
          name: 'stock',
          label: t.stock,
          kind: 'integer',
          inSummary: true,
        },
        ...translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
        pictureField(t.picture, t.productPictureHint),
      ],
      ...byName,
      summaryOf: (data) =>
        joined(
          shopNameIn(data),
          choiceName(productUnits, storedText(data, 'unit')),
          money(data, 'price'),
          typeof data['stock'] === 'number' ? t.stockCount({ count: data['stock'] }) : '',
        ),
      search: keywordSearch(t.products.toLowerCase(), ['name', 'nameBn', 'nameHi', 'category']),
      filter: {
        field: 'shopId',
        label: t.shop,
        ref: { collection: collections.shops, labelField: 'name' },
      },
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => `${storedText(data, 'shopId')}--${readableId(storedText(data, 'name'))}`,
      derive: (data, refs) => ({
        keywords: catalogueKeywords.products(data),
        ...(refs['shopId'] && shopNamesOf(refs['shopId'].data)),
        ...(!storedText(data, 'image') && {
          image: productPicture(storedText(data, 'category')),
        }),
      }),
    }),
    staffConfig(t, 'vendor'),
    staffConfig(t, 'delivery'),

    // ---- Town directory ----
    section({
      type: 'doctors',
      collection: collections.doctors,
      title: t.doctors,
      singular: t.doctor,
      description: t.doctorsDescription,
      group: 'health',
      fields: [
        ...translated(t, nameField(t)),
        ...translated(t, { name: 'degree', label: t.degree, kind: 'text' }),
        {
          ...chosenFrom(specialities),
          name: 'speciality',
          label: t.speciality,
          inSummary: true,
        },
        {
          name: 'kind',
          label: t.kind,
          kind: 'select',
          options: options(['specialist', 'general'] as const, (kind) => t[kind]),
          initial: () => 'specialist',
        },
        ...translated(t, {
          name: 'chamber',
          label: t.chamber,
          kind: 'text',
          inSummary: true,
        }),
        {
          name: 'weekdays',
          label: t.sittingDays,
          kind: 'list',
          hint: t.sittingDaysHint,
          check: (typed) => readSittingDays(listItems(textOfValue(typed)), []).problem,
        },
        {
          name: 'weeksOfMonth',
          label: t.weeksOfMonth,
          kind: 'list',
          hint: t.weeksOfMonthHint,
          // The weeks on their own: with every day a sitting day, only they can be wrong.
          check: (typed) => readSittingDays(['daily'], listItems(textOfValue(typed))).problem,
        },
        ...translated(t, { name: 'hours', label: t.hours, kind: 'text' }),
        { name: 'fee', label: t.feeRupees, kind: 'money' },
        phoneField(t, 'tel', false),
      ],
      ...byName,
      search: keywordSearch(t.doctors.toLowerCase(), ['name', 'nameBn', 'nameHi', 'speciality'], {
        placeholder: t.wordOfNameOrSpeciality,
        byPhone: true,
      }),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
      derive: (data) => {
        const items = (field: string) => {
          const value = data[field];
          return Array.isArray(value) ? value.map(String) : [];
        };
        // Visits are booked only on these days, so what cannot be read is refused, not stored.
        const read = readSittingDays(items('weekdays'), items('weeksOfMonth'));
        if (read.problem !== undefined) throw backendError('invalid-argument', read.problem);
        return {
          ...read.days,
          // Found by its speciality in any language: "শিশু" finds the paediatricians.
          keywords: keywordsFor(
            ...namesOf(data),
            ...choiceNames(specialities, storedText(data, 'speciality')),
          ),
        };
      },
    }),
    section({
      type: 'labTests',
      collection: collections.labTests,
      title: t.labTests,
      singular: t.labTest,
      description: t.labTestsDescription,
      group: 'health',
      fields: [
        ...translated(t, nameField(t)),
        {
          name: 'price',
          label: t.priceRupees,
          kind: 'money',
          inSummary: true,
        },
        {
          ...chosenFrom(sampleTypes),
          name: 'sampleType',
          label: t.sample,
          inSummary: true,
        },
        ...translated(t, {
          name: 'reportIn',
          label: t.reportIn,
          noun: t.reportInNoun,
          kind: 'text',
          hint: t.reportInHint,
          inSummary: true,
        }),
        ...translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
      ],
      ...byName,
      search: nameSearch(t.labTestsLower),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
    }),
    section({
      type: 'directory',
      collection: collections.directory,
      title: t.directory,
      singular: t.directoryEntry,
      description: t.directoryDescription,
      group: 'health',
      fields: [
        {
          name: 'type',
          label: t.type,
          kind: 'select',
          options: options(directoryTypes, (type) => t[type]),
          inSummary: true,
        },
        ...translated(t, nameField(t)),
        ...translated(t, {
          name: 'address',
          label: t.address,
          kind: 'textarea',
        }),
        phoneField(t, 'tel'),
        ...translated(t, {
          name: 'hours',
          label: t.hours,
          kind: 'text',
          inSummary: true,
        }),
      ],
      ...byName,
      search: nameSearch(t.directoryLower),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
    }),
    section({
      type: 'teachers',
      collection: collections.teachers,
      title: t.teachers,
      singular: t.teacher,
      description: t.teachersDescription,
      group: 'townAndInfo',
      fields: [
        ...translated(t, nameField(t)),
        {
          name: 'subjects',
          label: t.subjects,
          kind: 'list',
          hint: t.subjectsHint,
          inSummary: true,
        },
        {
          name: 'classes',
          label: t.classes,
          kind: 'classes',
          hint: t.classesHint,
        },
        phoneField(t, 'mobile'),
        ...translated(t, {
          name: 'area',
          label: t.area,
          kind: 'text',
          inSummary: true,
        }),
        ...translated(t, {
          name: 'qualification',
          label: t.qualification,
          kind: 'text',
        }),
        { name: 'fee', label: t.monthlyFee, kind: 'money' },
      ],
      ...byName,
      search: keywordSearch(t.teachers.toLowerCase(), ['name', 'nameBn', 'nameHi', 'subjects'], {
        placeholder: t.wordOfNameOrSubject,
        byPhone: true,
      }),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
      derive: (data) => ({ keywords: keywordsFor(...namesOf(data), ...list(data, 'subjects')) }),
    }),
    section({
      type: 'serviceProviders',
      collection: collections.serviceProviders,
      title: t.serviceProviders,
      singular: t.serviceProvider,
      description: t.serviceProvidersDescription,
      group: 'townAndInfo',
      fields: [
        {
          name: 'type',
          label: t.service,
          kind: 'select',
          options: tradeOptions,
          inSummary: true,
        },
        ...translated(t, nameField(t)),
        phoneField(t, 'mobile'),
        ...translated(t, {
          name: 'area',
          label: t.area,
          kind: 'text',
          inSummary: true,
        }),
        ...translated(t, {
          name: 'experience',
          label: t.experience,
          kind: 'text',
          hint: t.experienceHint,
        }),
        { name: 'rating', label: t.rating, kind: 'number' },
      ],
      ...byName,
      search: nameSearch(t.serviceProvidersLower),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) =>
        `${slugOf(storedText(data, 'type'))}-${readableId(storedText(data, 'name'))}`,
    }),
    section({
      type: 'feeds',
      collection: collections.feeds,
      title: t.feeds,
      singular: t.post,
      description: t.feedsDescription,
      group: 'townAndInfo',
      fields: [
        {
          name: 'type',
          label: t.feed,
          noun: t.feedNoun,
          kind: 'select',
          options: feedTypeOptions,
          inSummary: true,
        },
        ...translated(t, { name: 'title', label: t.title, kind: 'text' }),
        ...translated(t, {
          name: 'body',
          label: t.text,
          kind: 'textarea',
        }),
        {
          name: 'publishedAt',
          label: t.publishOn,
          noun: t.publishOnNoun,
          kind: 'datetime',
          initial: () => toLocalDateTime(new Date()),
          hint: t.publishOnHint,
          note: (value) =>
            scheduledNote(t, fromLocalDateTime(typeof value === 'string' ? value : '')),
          inSummary: true,
        },
        {
          name: 'link',
          label: t.link,
          kind: 'url',
          hint: t.linkHint,
        },
      ],
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      titleOf: (data) => storedText(data, 'title'),
      summaryOf: (data) => {
        const published = data['publishedAt'];
        return joined(
          feedTypeName(t, storedText(data, 'type')),
          (published instanceof Date && scheduledNote(t, published)) || when(data, 'publishedAt'),
        );
      },
      search: keywordSearch(t.postsLower, ['title', 'titleBn', 'titleHi'], {
        placeholder: t.wordOfTitle,
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      }),
      filter: { field: 'type', label: t.feed, options: feedTypeOptions },
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => `${storedText(data, 'type')}-${readableId(storedText(data, 'title'))}`,
      derive: (data) => ({ keywords: keywordsFor(...titlesOf(data)) }),
    }),
    section({
      type: 'neighbourhoods',
      collection: collections.neighbourhoods,
      title: t.neighbourhoods,
      singular: t.neighbourhood,
      description: t.neighbourhoodsDescription,
      group: 'shopsAndProducts',
      fields: [
        ...translated(t, nameField(t)),
        { name: 'deliveryFee', label: t.deliveryFeeRupees, kind: 'money', inSummary: true },
        {
          name: 'freeDeliveryAbove',
          label: t.freeDeliveryFromRupees,
          kind: 'money',
          hint: t.freeDeliveryFromHint,
        },
      ],
      ...byName,
      summaryOf: (data) =>
        joined(
          t.feeThere({ fee: money(data, 'deliveryFee') }),
          typeof data['freeDeliveryAbove'] === 'number'
            ? t.freeFrom({ amount: money(data, 'freeDeliveryAbove') })
            : '',
        ),
      search: keywordSearch(t.neighbourhoodsLower, ['name', 'nameBn', 'nameHi']),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => readableId(storedText(data, 'name')),
      derive: (data) => ({ keywords: keywordsFor(...namesOf(data)) }),
    }),
    section({
      type: 'emergencyContacts',
      collection: collections.emergencyContacts,
      title: t.emergencyContacts,
      singular: t.emergencyContact,
      description: t.emergencyContactsDescription,
      group: 'townAndInfo',
      fields: [
        {
          name: 'service',
          label: t.service,
          kind: 'select',
          options: options(emergencyServices, (service) =>
            service === 'wbsedcl' ? 'WBSEDCL' : t[service],
          ),
          inSummary: true,
        },
        ...translated(t, nameField(t)),
        { ...phoneField(t, 'tel'), hint: t.helplineHint },
        ...translated(t, { name: 'note', label: t.note, kind: 'text' }),
      ],
      ...byName,
      search: keywordSearch(t.emergencyContactsLower, ['name', 'service', 'note'], {
        placeholder: t.wordOfNameServiceOrNote,
        byPhone: true,
      }),
      canCreate: true,
      canEdit: true,
      canDelete: true,
      newId: (data) => `${storedText(data, 'service')}-${readableId(storedText(data, 'name'))}`,
      derive: (data) => ({
        keywords: keywordsFor(
          ...namesOf(data),
          storedText(data, 'service'),
          ...textsOf(data, 'note'),
        ),
      }),
    }),

    // ---- Requests and bookings ----
    section(
      requestConfig(t, {
        type: 'appointments',
        collection: collections.appointments,
        group: 'health',
        title: t.appointments,
        singular: t.appointment,
        description: t.appointmentsDescription,
        fields: [
          { name: 'patientName', label: t.patient, kind: 'text' },
          phoneField(t, 'mobile'),
          { name: 'doctorName', label: t.doctorLabel, kind: 'text', inSummary: true },
          { name: 'date', label: t.day, kind: 'date', inSummary: true },
          { name: 'note', label: t.note, kind: 'textarea' },
        ],
        titleOf: (data) => storedText(data, 'patientName'),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'labBookings',
        collection: collections.labBookings,
        group: 'health',
        title: t.labBookings,
        singular: t.labBooking,
        description: t.labBookingsDescription,
        fields: [
          { name: 'patientName', label: t.patient, kind: 'text' },
          phoneField(t, 'mobile'),
          { name: 'address', label: t.address, kind: 'textarea' },
          { name: 'date', label: t.day, kind: 'date', inSummary: true },
          {
            name: 'slot',
            label: t.collectionTime,
            kind: 'select',
            options: labSlots.map((slot) => ({
              value: slot,
              label: labSlotText(slot, locale.get()),
            })),
            inSummary: true,
          },
          { name: 'testNames', label: t.tests, kind: 'list', inSummary: true },
          { name: 'total', label: t.total, kind: 'money' },
        ],
        titleOf: (data) => storedText(data, 'patientName'),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'medicineOrders',
        collection: collections.medicineOrders,
        group: 'health',
        title: t.medicineOrders,
        singular: t.medicineOrder,
        description: t.medicineOrdersDescription,
        fields: [
          nameField(t),
          phoneField(t, 'mobile'),
          { name: 'address', label: t.address, kind: 'textarea' },
          { name: 'items', label: t.medicines, kind: 'list', inSummary: true },
          { name: 'note', label: t.note, kind: 'textarea' },
        ],
        titleOf: (data) => storedText(data, 'name'),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'assistRequests',
        collection: collections.assistRequests,
        group: 'health',
        title: t.assistRequests,
        singular: t.assistRequest,
        description: t.assistRequestsDescription,
        fields: [
          {
            name: 'need',
            label: t.needs,
            kind: 'select',
            options: [
              { value: 'bed', label: t.hospitalBed },
              { value: 'ambulance', label: t.ambulance },
              { value: 'blood', label: t.blood },
            ],
            inSummary: true,
          },
          { name: 'bloodGroup', label: t.bloodGroup, kind: 'text', inSummary: true },
          { name: 'patientName', label: t.patient, kind: 'text' },
          phoneField(t, 'mobile'),
          { name: 'details', label: t.details, kind: 'textarea' },
        ],
        titleOf: (data) => storedText(data, 'patientName'),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'rideBookings',
        collection: collections.rideBookings,
        group: 'townAndInfo',
        title: t.rideBookings,
        singular: t.rideBooking,
        description: t.rideBookingsDescription,
        fields: [
          {
            name: 'kind',
            label: t.ride,
            kind: 'select',
            options: options(['toto', 'car'] as const, (ride) => t[ride]),
            inSummary: true,
          },
          nameField(t),
          phoneField(t, 'mobile'),
          { name: 'pickup', label: t.pickUp, kind: 'text' },
          { name: 'drop', label: t.drop, kind: 'text' },
          { name: 'date', label: t.day, kind: 'date', inSummary: true },
          { name: 'time', label: t.time, kind: 'time', inSummary: true },
          { name: 'passengers', label: t.passengers, kind: 'integer' },
          { name: 'note', label: t.note, kind: 'textarea' },
        ],
        titleOf: (data) =>
          joined(
            storedText(data, 'name'),
            `${storedText(data, 'pickup')} → ${storedText(data, 'drop')}`,
          ),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'serviceRequests',
        collection: collections.serviceRequests,
        group: 'townAndInfo',
        title: t.serviceRequests,
        singular: t.serviceRequest,
        description: t.serviceRequestsDescription,
        fields: [
          {
            name: 'serviceType',
            label: t.service,
            kind: 'select',
            options: tradeOptions,
            inSummary: true,
          },
          { name: 'providerName', label: t.provider, kind: 'text', inSummary: true },
          nameField(t),
          phoneField(t, 'mobile'),
          { name: 'address', label: t.address, kind: 'textarea' },
          { name: 'asSoonAsPossible', label: t.asSoonAsPossible, kind: 'boolean' },
          { name: 'date', label: t.day, kind: 'date' },
          { name: 'details', label: t.details, kind: 'textarea' },
        ],
        titleOf: (data) => storedText(data, 'name'),
      }),
    ),
    section(
      requestConfig(t, {
        type: 'messages',
        collection: collections.messages,
        group: 'townAndInfo',
        title: t.messages,
        singular: t.message,
        description: t.messagesDescription,
        fields: [
          nameField(t),
          phoneField(t, 'mobile'),
          { name: 'message', label: t.messageLabel, kind: 'textarea' },
        ],
        titleOf: (data) => storedText(data, 'name'),
      }),
    ),
    section({
      type: 'notifications',
      collection: collections.notifications,
      title: t.staffAlerts,
      singular: t.alert,
      description: t.staffAlertsDescription,
      group: 'ordersAndStaff',
      fields: [
        {
          name: 'chat',
          label: t.chat,
          kind: 'select',
          options: options(
            ['admin', 'delivery', 'lab', 'shop'] as const,
            (chat) => t[`${chat}Chat`],
          ),
          editable: 'never',
          inSummary: true,
        },
        { name: 'text', label: t.text, kind: 'textarea', editable: 'never' },
        { name: 'subject', label: t.about, kind: 'text', editable: 'never' },
        {
          name: 'status',
          label: t.status,
          kind: 'select',
          options: alertStatuses,
          inSummary: true,
        },
        { name: 'attempts', label: t.attempts, kind: 'integer', editable: 'never' },
        {
          name: 'createdAt',
          label: t.raised,
          kind: 'datetime',
          editable: 'never',
          inSummary: true,
        },
        { name: 'sentAt', label: t.sent, kind: 'datetime', editable: 'never' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      titleOf: (data) => alertTitle(textOf(alertHeadlineMessages), data),
      filter: {
        field: 'status',
        label: t.status,
        options: alertStatuses,
      },
      canCreate: false,
      canEdit: true,
      canDelete: true,
    }),
  ];
}

let built:
  | {
      words: readonly [
        CollectionTexts,
        Readonly<Record<string, string>>,
        StatusTexts,
        Readonly<Record<Trade, string>>,
      ];
      table: readonly CollectionConfig[];
    }
  | undefined;

/** The table in these words: built once per language, so screens get the same objects back. */
function collectionsIn(
  t: CollectionTexts,
  categories: Readonly<Record<string, string>>,
  statuses: StatusTexts,
  tradeWords: Readonly<Record<Trade, string>>,
): readonly CollectionConfig[] {
  const words = [t, categories, statuses, tradeWords] as const;
  if (!built || built.words.some((part, index) => part !== words[index])) {
    built = { words, table: buildCollections(t, categories, statuses, tradeWords) };
  }
  return built.table;
}

/** Every admin section, in the reader's language (for code outside React and tests). */
export const adminCollections = (): readonly CollectionConfig[] =>
  collectionsIn(
    textOf(collectionMessages),
    textOf(categoryNames),
    textOf(statusMessages),
    textOf(tradeNames),
  );

/** Every admin section, in the reader's language; re-renders when the language changes. */
export function useAdminCollections(): readonly CollectionConfig[] {
  return collectionsIn(
    useMessages(collectionMessages),
    useMessages(categoryNames),
    useMessages(statusMessages),
    useMessages(tradeNames),
  );
}

/** The sections by group, each group where its first section comes in the table. */
export function sectionGroups(
  sections: readonly CollectionConfig[],
): [AdminGroup, CollectionConfig[]][] {
  const groups = new Map<AdminGroup, CollectionConfig[]>();
  for (const config of sections) {
    groups.set(config.group, [...(groups.get(config.group) ?? []), config]);
  }
  return [...groups.entries()];
}

export function adminConfigFor(
  type: string | undefined,
  table: readonly CollectionConfig[] = adminCollections(),
): CollectionConfig | null {
  return table.find((config) => config.type === type) ?? null;
}
