import type { DocData, StaffKind } from '../../../backend/types';
import { getBackend } from '../../../backend';
import { backendError } from '../../../backend/errors';
import { emergencyServices } from '../../../config/paths';
import { PRICE_MAX, STOCK_MAX } from '../../../lib/limits';
import { collections, feedTypes, shopTypes } from '../../../lib/models';
import { statusLabels, statusPath } from '../../../lib/order-status';
import { formatRupees } from '../../../lib/money';
import { formatIndianMobile } from '../../../lib/phone';
import { productCategories } from '../../../lib/product-categories';
import { readSittingDays } from '../../../lib/sitting-days';
import { keywordsFor, namesOf, titlesOf } from '../../../lib/search-words';
import { labSlots, labSlotText } from '../../../lib/lab-slots';
import { readableId } from '../api/admin-data';
import { OrderActions } from '../components/order-actions';
import { OrderDetails } from '../components/order-details';
import { StaffActions } from '../components/staff-actions';
import { formatMoment, fromLocalDateTime, toLocalDateTime } from './form-values';
import { keywordSearch, nameSearch, orderSearch, phoneSearch } from './search';
import type { CollectionConfig, FieldSpec, Option } from './types';

/**
 * THE table of what /admin/{type} manages. Each entry configures the one
 * generic screen; add a collection by adding an entry here (its `type` is
 * the URL segment). Field names are those of src/lib/models.ts.
 */

const text = (data: DocData, field: string) => {
  const value = data[field];
  return typeof value === 'string' ? value : '';
};
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
const scheduledNote = (moment: Date | null, now = new Date()) =>
  moment && moment > now ? `Scheduled for ${formatMoment(moment)}.` : undefined;
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');
const options = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value): Option => ({ value, label: label(value) }));
const capitalised = (value: string) =>
  value.charAt(0).toUpperCase() +
  value
    .slice(1)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const slugOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---- Shared field shapes ---------------------------------------------------

const nameField = (label = 'Name', maxLength = 80): FieldSpec => ({
  name: 'name',
  label,
  kind: 'text',
  required: true,
  minLength: 2,
  maxLength,
});
/**
 * The optional Bengali and Hindi names a customer sees in those languages
 * (`localName`); `name` and `title` records alike, as `name`+`Bn`/`Hi`.
 */
const localNameFields = (name: 'name' | 'title', label: string, maxLength = 80): FieldSpec[] => [
  { name: `${name}Bn`, label: `${label} in Bengali`, kind: 'text', maxLength },
  { name: `${name}Hi`, label: `${label} in Hindi`, kind: 'text', maxLength },
];
const phoneField = (kind: 'mobile' | 'tel' = 'mobile', inSummary = true): FieldSpec => ({
  name: 'phone',
  label: 'Phone',
  kind,
  required: true,
  inSummary,
  hint:
    kind === 'mobile'
      ? '10-digit mobile; +91, spaces and dashes are fine.'
      : 'A 10-digit mobile, or a landline with its STD code, e.g. 03000 255100.',
});
const createdAtField: FieldSpec = {
  name: 'createdAt',
  label: 'Received',
  kind: 'datetime',
  editable: 'never',
  inSummary: true,
};

const requestStatuses = options(['new', 'confirmed', 'done', 'cancelled'], capitalised);
const requestStatusField: FieldSpec = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  required: true,
  options: requestStatuses,
  editable: 'edit',
  inSummary: true,
};

/** Bookings and requests visitors send: read and moved on here, never made here. */
function requestConfig(
  config: Pick<CollectionConfig, 'type' | 'collection' | 'title' | 'singular' | 'description'> & {
    fields: FieldSpec[];
    titleOf: CollectionConfig['titleOf'];
  },
): CollectionConfig {
  return {
    ...config,
    group: 'Requests and bookings',
    fields: [
      ...config.fields.map((field) => ({ ...field, editable: 'never' as const })),
      requestStatusField,
      createdAtField,
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    search: phoneSearch(config.title.toLowerCase()),
    filter: { field: 'status', label: 'Status', options: requestStatuses },
    canCreate: false,
    canEdit: true,
    canDelete: true,
  };
}

// ---- Staff -----------------------------------------------------------------

function staffConfig(kind: StaffKind): CollectionConfig {
  const vendor = kind === 'vendor';
  return {
    type: vendor ? 'vendors' : 'deliveryPersons',
    collection: collections[kind],
    title: vendor ? 'Vendors' : 'Delivery persons',
    singular: vendor ? 'vendor' : 'delivery person',
    description: vendor
      ? 'Shop owners who take their shop’s orders. Each signs in with a mobile number and password.'
      : 'The people who carry orders to customers. Each signs in with a mobile number and password.',
    group: 'Staff',
    fields: [
      nameField('Name', 60),
      { ...phoneField('mobile'), editable: 'create', hint: 'They sign in with this number.' },
      {
        name: 'password',
        label: 'First password',
        kind: 'password',
        required: true,
        transient: true,
        editable: 'create',
        hint: 'Tell them in person; they sign in with it. At least 6 characters.',
      },
      ...(vendor
        ? [
            {
              name: 'shopId',
              label: 'Shop',
              kind: 'ref',
              required: true,
              ref: { collection: collections.shops, labelField: 'name' },
              hint: 'The one shop whose orders they see.',
            } satisfies FieldSpec,
          ]
        : []),
      {
        name: 'active',
        label: 'Active (may sign in)',
        kind: 'boolean',
        editable: 'edit',
      },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    summaryOf: (data) =>
      joined(
        formatIndianMobile(text(data, 'phone')),
        vendor ? text(data, 'category') && `shop type ${text(data, 'category')}` : '',
        data['active'] === true ? 'Active' : 'Deactivated',
      ),
    search: nameSearch(vendor ? 'vendors' : 'delivery persons'),
    canCreate: true,
    canEdit: true,
    // An account is deactivated, never deleted: its orders keep pointing at it.
    canDelete: false,
    derive: (_data, refs): DocData => {
      const shop = refs['shopId'];
      return vendor && shop ? { category: text(shop.data, 'type') } : {};
    },
    // Made by the server (the account and its staff document together).
    createWith: async (data, values) => {
      const backend = await getBackend();
      await backend.call('createStaffAccount', {
        kind,
        name: text(data, 'name'),
        phone: text(data, 'phone'),
        password: typeof values['password'] === 'string' ? values['password'] : '',
        ...(vendor && { shopId: text(data, 'shopId') }),
      });
    },
    RowActions: StaffActions,
  };
}

// ---- The table ---------------------------------------------------------------

const orderStatusOptions = options(
  [...statusPath, 'rejected', 'cancelled'],
  (status) => statusLabels[status as keyof typeof statusLabels],
);

export const adminCollections: readonly CollectionConfig[] = [
  {
    type: 'orders',
    collection: collections.orders,
    title: 'Orders',
    singular: 'order',
    description:
      'Every order in town, newest first. Move an order along, reject it with a reason, or give it to a delivery person.',
    group: 'Orders and shops',
    fields: [
      { name: 'number', label: 'Order number', kind: 'text', editable: 'never' },
      { name: 'customerName', label: 'Customer', kind: 'text', editable: 'never' },
      { name: 'phone', label: 'Phone', kind: 'mobile', editable: 'never' },
      { name: 'shopName', label: 'Shop', kind: 'text', editable: 'never' },
      { name: 'total', label: 'Total', kind: 'money', editable: 'never' },
      { name: 'status', label: 'Status', kind: 'select', options: orderStatusOptions },
      { name: 'createdAt', label: 'Placed', kind: 'datetime', editable: 'never' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    titleOf: (data) => joined(text(data, 'number'), text(data, 'customerName')),
    summaryOf: (data) =>
      joined(
        text(data, 'shopName'),
        money(data, 'total'),
        formatIndianMobile(text(data, 'phone')),
        when(data, 'createdAt'),
      ),
    search: orderSearch(),
    filter: { field: 'status', label: 'Status', options: orderStatusOptions },
    // Orders come from customers; staff move them on, never write them by hand.
    canCreate: false,
    canEdit: false,
    canDelete: false,
    RowActions: OrderActions,
    Details: OrderDetails,
  },
  {
    type: 'shops',
    collection: collections.shops,
    title: 'Shops',
    singular: 'shop',
    description:
      'The shops customers order from. A closed shop can be browsed but not ordered from.',
    group: 'Orders and shops',
    fields: [
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        required: true,
        options: options(shopTypes, capitalised),
        inSummary: true,
      },
      { name: 'area', label: 'Area', kind: 'text', required: true, maxLength: 60, inSummary: true },
      {
        name: 'address',
        label: 'Address',
        kind: 'textarea',
        required: true,
        minLength: 5,
        maxLength: 200,
      },
      phoneField('mobile', false),
      {
        name: 'hours',
        label: 'Opening hours',
        kind: 'text',
        required: true,
        maxLength: 80,
        hint: 'As people say them, e.g. 8 am – 9 pm.',
      },
      { name: 'open', label: 'Open now (taking orders)', kind: 'boolean', initial: () => true },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 400 },
      {
        name: 'image',
        label: 'Picture',
        kind: 'url',
        picture: true,
        hint: 'Leave empty for the standard picture of the type.',
      },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    summaryOf: (data) =>
      joined(capitalised(text(data, 'type')), text(data, 'area'), data['open'] ? 'Open' : 'Closed'),
    search: keywordSearch('shops', ['name', 'nameBn', 'nameHi', 'area', 'type']),
    filter: { field: 'type', label: 'Type', options: options(shopTypes, capitalised) },
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => readableId(text(data, 'name')),
    derive: (data) => ({
      keywords: keywordsFor(...namesOf(data), text(data, 'type'), text(data, 'area')),
      ...(!text(data, 'image') && { image: `/img/shop-${text(data, 'type')}.svg` }),
    }),
    deleteWarning: 'Its products stay in the catalogue but can no longer be ordered.',
  },
  {
    type: 'products',
    collection: collections.products,
    title: 'Products',
    singular: 'product',
    description:
      'What each shop sells, with price and stock. At stock 0 customers see “Out of stock”.',
    group: 'Orders and shops',
    fields: [
      {
        name: 'shopId',
        label: 'Shop',
        kind: 'ref',
        required: true,
        ref: { collection: collections.shops, labelField: 'name' },
      },
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        required: true,
        options: options(productCategories),
        inSummary: true,
      },
      {
        name: 'unit',
        label: 'Unit',
        kind: 'text',
        required: true,
        maxLength: 30,
        hint: 'e.g. 1 kg, 500 g, 1 piece, strip of 10',
        inSummary: true,
      },
      {
        name: 'price',
        label: 'Price (₹)',
        kind: 'money',
        required: true,
        max: PRICE_MAX,
        inSummary: true,
      },
      {
        name: 'stock',
        label: 'Stock',
        kind: 'integer',
        required: true,
        max: STOCK_MAX,
        inSummary: true,
      },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 400 },
      {
        name: 'image',
        label: 'Picture',
        kind: 'url',
        picture: true,
        hint: 'Leave empty for the standard picture of the category.',
      },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    summaryOf: (data) =>
      joined(
        text(data, 'shopName'),
        text(data, 'unit'),
        money(data, 'price'),
        typeof data['stock'] === 'number' ? `stock ${data['stock']}` : '',
      ),
    search: keywordSearch('products', ['name', 'nameBn', 'nameHi', 'category']),
    filter: {
      field: 'shopId',
      label: 'Shop',
      ref: { collection: collections.shops, labelField: 'name' },
    },
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => `${text(data, 'shopId')}--${readableId(text(data, 'name'))}`,
    derive: (data, refs) => ({
      keywords: keywordsFor(...namesOf(data), text(data, 'category')),
      ...(refs['shopId'] && { shopName: text(refs['shopId'].data, 'name') }),
      ...(!text(data, 'image') && { image: `/img/product-${slugOf(text(data, 'category'))}.svg` }),
    }),
  },
  staffConfig('vendor'),
  staffConfig('delivery'),

  // ---- Town directory ----
  {
    type: 'doctors',
    collection: collections.doctors,
    title: 'Doctors',
    singular: 'doctor',
    description: 'Doctors, their chambers, days and fees, as listed under Medical.',
    group: 'Town directory',
    fields: [
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      { name: 'degree', label: 'Degree', kind: 'text', required: true, maxLength: 80 },
      {
        name: 'speciality',
        label: 'Speciality',
        kind: 'text',
        required: true,
        maxLength: 60,
        inSummary: true,
        suggestions: [
          'General Physician',
          'Paediatrics',
          'Gynaecology',
          'Orthopaedics',
          'Cardiology',
          'Dermatology',
          'ENT',
          'Eye',
          'Dentist',
          'Psychiatry',
        ],
      },
      {
        name: 'kind',
        label: 'Kind',
        kind: 'select',
        required: true,
        options: options(['specialist', 'general'], capitalised),
        initial: () => 'specialist',
      },
      {
        name: 'chamber',
        label: 'Chamber',
        kind: 'text',
        required: true,
        maxLength: 120,
        inSummary: true,
      },
      {
        name: 'weekdays',
        label: 'Sitting days',
        kind: 'list',
        required: true,
        maxLength: 24,
        hint: 'Days of the week, with commas: Mon, Wed, Fri. A run of days: Mon – Sat.',
      },
      {
        name: 'weeksOfMonth',
        label: 'Weeks of the month',
        kind: 'list',
        maxLength: 4,
        hint: 'Only for a doctor who comes some weeks: 2, 4 for the 2nd and 4th. Empty for every week.',
      },
      { name: 'hours', label: 'Hours', kind: 'text', required: true, maxLength: 60 },
      { name: 'fee', label: 'Fee (₹)', kind: 'money', required: true, max: PRICE_MAX },
      phoneField('tel', false),
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: keywordSearch('doctors', ['name', 'nameBn', 'nameHi', 'speciality'], {
      placeholder: 'A word of the name or speciality, or a mobile number',
      byPhone: true,
    }),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => readableId(text(data, 'name')),
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
        keywords: keywordsFor(...namesOf(data), text(data, 'speciality')),
      };
    },
  },
  {
    type: 'labTests',
    collection: collections.labTests,
    title: 'Lab tests',
    singular: 'lab test',
    description: 'Tests that can be booked for home sample collection, with prices.',
    group: 'Town directory',
    fields: [
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      {
        name: 'price',
        label: 'Price (₹)',
        kind: 'money',
        required: true,
        max: PRICE_MAX,
        inSummary: true,
      },
      {
        name: 'sampleType',
        label: 'Sample',
        kind: 'text',
        required: true,
        maxLength: 40,
        inSummary: true,
        suggestions: ['Blood', 'Urine', 'Stool', 'Swab'],
      },
      {
        name: 'reportIn',
        label: 'Report in',
        noun: 'time the report takes',
        kind: 'text',
        required: true,
        maxLength: 40,
        hint: 'e.g. Same day, 24 hours',
        inSummary: true,
      },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 300 },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: nameSearch('lab tests'),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => readableId(text(data, 'name')),
  },
  {
    type: 'directory',
    collection: collections.directory,
    title: 'Hospitals and clinics',
    singular: 'directory entry',
    description: 'Hospitals, nursing homes, diagnostic centres and blood banks.',
    group: 'Town directory',
    fields: [
      {
        name: 'type',
        label: 'Type',
        kind: 'text',
        required: true,
        maxLength: 40,
        inSummary: true,
        suggestions: ['hospital', 'nursingHome', 'diagnosticCentre', 'bloodBank'],
        hint: 'hospital, nursingHome, diagnosticCentre or bloodBank',
      },
      nameField('Name', 100),
      ...localNameFields('name', 'Name', 100),
      {
        name: 'address',
        label: 'Address',
        kind: 'textarea',
        required: true,
        minLength: 5,
        maxLength: 200,
      },
      phoneField('tel'),
      {
        name: 'hours',
        label: 'Hours',
        kind: 'text',
        required: true,
        maxLength: 60,
        inSummary: true,
      },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: nameSearch('the directory'),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => readableId(text(data, 'name')),
  },
  {
    type: 'teachers',
    collection: collections.teachers,
    title: 'Teachers',
    singular: 'teacher',
    description: 'Private tutors, by subject and class.',
    group: 'Town directory',
    fields: [
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      {
        name: 'subjects',
        label: 'Subjects',
        kind: 'list',
        required: true,
        maxLength: 40,
        hint: 'Separate with commas: Maths, Physics',
        inSummary: true,
      },
      {
        name: 'classes',
        label: 'Classes',
        kind: 'classes',
        required: true,
        hint: 'Class numbers 1 to 12, with commas or ranges: 5, 9-12',
      },
      phoneField('mobile'),
      { name: 'area', label: 'Area', kind: 'text', required: true, maxLength: 60, inSummary: true },
      {
        name: 'qualification',
        label: 'Qualification',
        kind: 'text',
        required: true,
        maxLength: 80,
      },
      { name: 'fee', label: 'Monthly fee (₹)', kind: 'money', required: true, max: PRICE_MAX },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: keywordSearch('teachers', ['name', 'nameBn', 'nameHi', 'subjects'], {
      placeholder: 'A word of the name or a subject, or a mobile number',
      byPhone: true,
    }),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => readableId(text(data, 'name')),
    derive: (data) => ({ keywords: keywordsFor(...namesOf(data), ...list(data, 'subjects')) }),
  },
  {
    type: 'serviceProviders',
    collection: collections.serviceProviders,
    title: 'Service providers',
    singular: 'service provider',
    description: 'Electricians, plumbers, carpenters and others who take service requests.',
    group: 'Town directory',
    fields: [
      {
        name: 'type',
        label: 'Service',
        kind: 'text',
        required: true,
        maxLength: 40,
        inSummary: true,
        suggestions: ['electrician', 'plumber', 'carpenter', 'mechanic', 'painter', 'tutor'],
      },
      nameField('Name', 80),
      ...localNameFields('name', 'Name', 80),
      phoneField('mobile'),
      { name: 'area', label: 'Area', kind: 'text', required: true, maxLength: 60, inSummary: true },
      {
        name: 'experience',
        label: 'Experience',
        kind: 'text',
        required: true,
        maxLength: 60,
        hint: 'e.g. 8 years',
      },
      { name: 'rating', label: 'Rating (0–5)', kind: 'number', required: true, min: 0, max: 5 },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: nameSearch('service providers'),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => `${slugOf(text(data, 'type'))}-${readableId(text(data, 'name'))}`,
  },
  {
    type: 'feeds',
    collection: collections.feeds,
    title: 'Feeds',
    singular: 'post',
    description: 'News, jobs, events, offers and notices, newest first.',
    group: 'Town directory',
    fields: [
      {
        name: 'type',
        label: 'Feed',
        noun: 'feed to post in',
        kind: 'select',
        required: true,
        options: options(feedTypes, capitalised),
        inSummary: true,
      },
      { name: 'title', label: 'Title', kind: 'text', required: true, minLength: 3, maxLength: 120 },
      ...localNameFields('title', 'Title', 120),
      {
        name: 'body',
        label: 'Text',
        kind: 'textarea',
        required: true,
        minLength: 3,
        maxLength: 2000,
      },
      {
        name: 'publishedAt',
        label: 'Publish on',
        noun: 'date to publish',
        kind: 'datetime',
        required: true,
        initial: () => toLocalDateTime(new Date()),
        hint: 'A later date schedules the post: customers see it from then.',
        note: (value) => scheduledNote(fromLocalDateTime(typeof value === 'string' ? value : '')),
        inSummary: true,
      },
      {
        name: 'link',
        label: 'Link',
        kind: 'url',
        hint: 'Optional: a web page with more, starting with https://',
      },
    ],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    titleOf: (data) => text(data, 'title'),
    summaryOf: (data) => {
      const published = data['publishedAt'];
      return joined(
        capitalised(text(data, 'type')),
        (published instanceof Date && scheduledNote(published)) || when(data, 'publishedAt'),
      );
    },
    search: keywordSearch('posts', ['title', 'titleBn', 'titleHi'], {
      placeholder: 'Type a word of the title',
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    }),
    filter: { field: 'type', label: 'Feed', options: options(feedTypes, capitalised) },
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => `${text(data, 'type')}-${readableId(text(data, 'title'))}`,
    derive: (data) => ({ keywords: keywordsFor(...titlesOf(data)) }),
  },
  {
    type: 'emergencyContacts',
    collection: collections.emergencyContacts,
    title: 'Emergency contacts',
    singular: 'emergency contact',
    description: 'Police, fire, ambulance, transport, hospital and WBSEDCL numbers.',
    group: 'Town directory',
    fields: [
      {
        name: 'service',
        label: 'Service',
        kind: 'select',
        required: true,
        options: options(emergencyServices, (service) =>
          service === 'wbsedcl' ? 'WBSEDCL' : capitalised(service),
        ),
        inSummary: true,
      },
      nameField('Name', 100),
      {
        ...phoneField('tel'),
        helpline: true,
        hint: 'A mobile, a landline with its STD code (03000 255100), or a short number like 100.',
      },
      { name: 'note', label: 'Note', kind: 'text', maxLength: 120 },
    ],
    orderBy: [{ field: 'name' }],
    titleOf: (data) => text(data, 'name'),
    search: keywordSearch('emergency contacts', ['name', 'service', 'note'], {
      placeholder: 'A word of the name, service or note, or a mobile number',
      byPhone: true,
    }),
    canCreate: true,
    canEdit: true,
    canDelete: true,
    newId: (data) => `${text(data, 'service')}-${readableId(text(data, 'name'))}`,
    derive: (data) => ({
      keywords: keywordsFor(text(data, 'name'), text(data, 'service'), text(data, 'note')),
    }),
  },

  // ---- Requests and bookings ----
  requestConfig({
    type: 'appointments',
    collection: collections.appointments,
    title: 'Appointments',
    singular: 'appointment',
    description: 'Doctor visits booked by visitors.',
    fields: [
      { name: 'patientName', label: 'Patient', kind: 'text' },
      phoneField('mobile'),
      { name: 'doctorName', label: 'Doctor', kind: 'text', inSummary: true },
      { name: 'date', label: 'Day', kind: 'date', inSummary: true },
      { name: 'note', label: 'Note', kind: 'textarea' },
    ],
    titleOf: (data) => text(data, 'patientName'),
  }),
  requestConfig({
    type: 'labBookings',
    collection: collections.labBookings,
    title: 'Lab bookings',
    singular: 'lab booking',
    description: 'Home sample collections; the lab chat is told of each.',
    fields: [
      { name: 'patientName', label: 'Patient', kind: 'text' },
      phoneField('mobile'),
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'date', label: 'Day', kind: 'date', inSummary: true },
      {
        name: 'slot',
        label: 'Collection time',
        kind: 'select',
        options: labSlots.map((slot) => ({ value: slot, label: labSlotText(slot) })),
        inSummary: true,
      },
      { name: 'testNames', label: 'Tests', kind: 'list', inSummary: true },
      { name: 'total', label: 'Total', kind: 'money' },
    ],
    titleOf: (data) => text(data, 'patientName'),
  }),
  requestConfig({
    type: 'medicineOrders',
    collection: collections.medicineOrders,
    title: 'Medicine orders',
    singular: 'medicine order',
    description: 'Medicines ordered by name for a prescription; call back with the price.',
    fields: [
      nameField('Name'),
      phoneField('mobile'),
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'items', label: 'Medicines', kind: 'list', inSummary: true },
      { name: 'note', label: 'Note', kind: 'textarea' },
    ],
    titleOf: (data) => text(data, 'name'),
  }),
  requestConfig({
    type: 'assistRequests',
    collection: collections.assistRequests,
    title: 'Assistance requests',
    singular: 'assistance request',
    description: 'Pleas for a hospital bed, an ambulance or blood. Call back quickly.',
    fields: [
      {
        name: 'need',
        label: 'Needs',
        kind: 'select',
        options: [
          { value: 'bed', label: 'Hospital bed' },
          { value: 'ambulance', label: 'Ambulance' },
          { value: 'blood', label: 'Blood' },
        ],
        inSummary: true,
      },
      { name: 'bloodGroup', label: 'Blood group', kind: 'text', inSummary: true },
      { name: 'patientName', label: 'Patient', kind: 'text' },
      phoneField('mobile'),
      { name: 'details', label: 'Details', kind: 'textarea' },
    ],
    titleOf: (data) => text(data, 'patientName'),
  }),
  requestConfig({
    type: 'rideBookings',
    collection: collections.rideBookings,
    title: 'Ride bookings',
    singular: 'ride booking',
    description: 'Toto and car rides booked by visitors.',
    fields: [
      {
        name: 'kind',
        label: 'Ride',
        kind: 'select',
        options: options(['toto', 'car'], capitalised),
        inSummary: true,
      },
      nameField('Name'),
      phoneField('mobile'),
      { name: 'pickup', label: 'Pick-up', kind: 'text' },
      { name: 'drop', label: 'Drop', kind: 'text' },
      { name: 'date', label: 'Day', kind: 'date', inSummary: true },
      { name: 'time', label: 'Time', kind: 'time', inSummary: true },
      { name: 'passengers', label: 'Passengers', kind: 'integer' },
      { name: 'note', label: 'Note', kind: 'textarea' },
    ],
    titleOf: (data) =>
      joined(text(data, 'name'), `${text(data, 'pickup')} → ${text(data, 'drop')}`),
  }),
  requestConfig({
    type: 'serviceRequests',
    collection: collections.serviceRequests,
    title: 'Service requests',
    singular: 'service request',
    description: 'Requests for electricians, plumbers and other services.',
    fields: [
      { name: 'serviceType', label: 'Service', kind: 'text', inSummary: true },
      { name: 'providerName', label: 'Provider', kind: 'text', inSummary: true },
      nameField('Name'),
      phoneField('mobile'),
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'date', label: 'Day', kind: 'date' },
      { name: 'details', label: 'Details', kind: 'textarea' },
    ],
    titleOf: (data) => text(data, 'name'),
  }),
  requestConfig({
    type: 'messages',
    collection: collections.messages,
    title: 'Messages',
    singular: 'message',
    description: 'What people wrote on the Contact page.',
    fields: [
      nameField('Name'),
      phoneField('mobile'),
      { name: 'message', label: 'Message', kind: 'textarea' },
    ],
    titleOf: (data) => text(data, 'name'),
  }),
  {
    type: 'notifications',
    collection: collections.notifications,
    title: 'Staff alerts',
    singular: 'alert',
    description:
      'The outbox of messages to the staff chats. The messaging bot sends each pending one and marks it sent.',
    group: 'Requests and bookings',
    fields: [
      {
        name: 'chat',
        label: 'Chat',
        kind: 'select',
        options: options(['admin', 'delivery', 'lab'], capitalised),
        editable: 'never',
        inSummary: true,
      },
      { name: 'text', label: 'Text', kind: 'textarea', editable: 'never' },
      { name: 'subject', label: 'About', kind: 'text', editable: 'never' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        required: true,
        options: options(['pending', 'sent', 'failed'], capitalised),
        inSummary: true,
      },
      { name: 'attempts', label: 'Attempts', kind: 'integer', editable: 'never' },
      { name: 'createdAt', label: 'Raised', kind: 'datetime', editable: 'never', inSummary: true },
      { name: 'sentAt', label: 'Sent', kind: 'datetime', editable: 'never' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    titleOf: (data) => text(data, 'text').split('\n')[0] ?? '',
    filter: {
      field: 'status',
      label: 'Status',
      options: options(['pending', 'sent', 'failed'], capitalised),
    },
    canCreate: false,
    canEdit: true,
    canDelete: true,
  },
];

export function adminConfigFor(type: string | undefined): CollectionConfig | null {
  return adminCollections.find((config) => config.type === type) ?? null;
}
