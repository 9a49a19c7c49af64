// @vitest-environment node
import * as v from 'valibot';
import type { DocData } from '../../../port/types';
import { townDocuments } from '../../../backend/demo/seed-town';
import { writtenByHand } from '../../../lib/collection-schemas';
import { textOf } from '../../../lib/i18n';
import { PRICE_MAX, STOCK_MAX, textBounds } from '../../../lib/limits';
import { formMessages } from '../../../lib/messages';
import { adminCollections, adminConfigFor } from '../sections';
import { formFields, initialValues, isEditable, toDocData } from './form-values';
import { checkRecord } from './record-check';
import type { CollectionConfig, FormMode, FormValues, RefDocs } from './types';

const policy = { minLength: 6 };

const configOf = (type: string) => {
  const config = adminConfigFor(type);
  if (!config) throw new Error(`no ${type} section`);
  return config;
};
const fieldOf = (type: string, name: string) => {
  const spec = configOf(type).fields.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`${type} has no ${name} field`);
  return spec;
};
/** A section's staff sections are made by the server, which completes the record. */
const madeByServer = (config: CollectionConfig) =>
  config.collection === 'vendor' || config.collection === 'delivery';

/** What a new record's form says under `field` with `typed` in it (the rest left as a new form has it). */
const problemOf = (type: string, field: string, typed: string, others: FormValues = {}) => {
  const config = configOf(type);
  const values = { ...initialValues(config, null), ...others, [field]: typed };
  const whole = !madeByServer(config);
  return checkRecord(config, values, 'create', { policy, whole }).errors[field];
};

const notAPicture =
  'A picture must be a path on this site (/img/…) or a Firebase Storage address (https://firebasestorage.googleapis.com/…).';
const notAUpiId =
  'Enter a UPI id as the UPI app shows it: name@bank, for example annapurna@okaxis.';
const telOnly =
  'Enter a 10-digit mobile, or a landline with its STD code, for example 03000 255100.';

describe('each field, checked by its record’s schema in the admin’s words', () => {
  it.each<[string, string, string, string | undefined]>([
    ['shops', 'name', '  ', 'Please enter the name.'],
    ['shops', 'name', 'R', 'The name needs at least 2 characters.'],
    ['shops', 'type', '', 'Please choose the type.'],
    ['shops', 'type', 'spaceship', 'Please choose one of the options.'],
    [
      'shops',
      'area',
      'x'.repeat(textBounds.area.max + 1),
      `Please keep the area under ${textBounds.area.max} characters.`,
    ],
    ['products', 'price', 'ten', 'Type the price in digits only, like 250 or 99.50.'],
    ['products', 'price', '-1', 'The price cannot be less than 0.'],
    ['products', 'price', '10.50', undefined],
    ['products', 'price', '10.505', 'The price can have at most two digits after the point.'],
    ['products', 'stock', '2.5', 'The stock must be a whole number.'],
    ['products', 'stock', '11', undefined],
    // A closed list (lib/choice-lists): what no page lists is never stored.
    ['serviceProviders', 'type', 'AC repair', 'Please choose one of the options.'],
    ['serviceProviders', 'type', 'plumber', undefined],
    ['directory', 'type', 'clinic', 'Please choose one of the options.'],
    ['directory', 'type', 'bloodBank', undefined],
    ['products', 'category', 'Gadgets', 'Please choose one of the options.'],
    ['products', 'category', 'Electronics', undefined],
    ['serviceProviders', 'rating', '4.5', undefined],
    ['serviceProviders', 'rating', '৬', 'The rating cannot be more than 5.'],
    ['serviceProviders', 'rating', 'good', 'Type the rating in digits only, like 4.5.'],
    ['vendors', 'phone', '12345', textOf(formMessages).notMobile],
    ['vendors', 'phone', '+91 98300-12345', undefined],
    ['doctors', 'phone', '03000 255100', undefined],
    ['doctors', 'phone', '+91 98300 12345', undefined],
    ['doctors', 'phone', '98765', telOnly],
    ['emergencyContacts', 'phone', '100', undefined],
    ['emergencyContacts', 'phone', '1091', undefined],
    [
      'emergencyContacts',
      'phone',
      'call me',
      'Enter a 10-digit mobile, a landline with its STD code (03000 255100), or a short number like 100.',
    ],
    ['shops', 'image', '/img/shop.svg', undefined],
    [
      'shops',
      'image',
      'https://firebasestorage.googleapis.com/v0/b/town/o/shop.jpg?alt=media',
      undefined,
    ],
    ['shops', 'image', 'javascript:alert(1)', notAPicture],
    ['shops', 'image', 'https://example.org/shop.jpg', notAPicture],
    ['shops', 'image', '//evil.example/x.png', notAPicture],
    ['shops', 'upiId', '', undefined],
    ['shops', 'upiId', ' annapurna.grocery@okaxis ', undefined],
    ['shops', 'upiId', '9830012345', notAUpiId],
    ['shops', 'upiId', 'shop@ok axis', notAUpiId],
    ['shops', 'whatsapp', '', undefined],
    ['shops', 'whatsapp', '+91 98300-12345', undefined],
    ['shops', 'whatsapp', '৯৮৩০০ ১২৩৪৫', undefined],
    ['shops', 'whatsapp', '03000 255100', textOf(formMessages).notMobile],
    ['shops', 'whatsapp', '12345', textOf(formMessages).notMobile],
    ['shops', 'upiQrImage', '', undefined],
    ['shops', 'upiQrImage', '/img/upi/annapurna.jpg', undefined],
    ['shops', 'upiQrImage', 'https://example.org/qr.png', notAPicture],
    ['feeds', 'link', 'https://example.org/more', undefined],
    ['feeds', 'publishedAt', '2026-11-24T17:30', undefined],
    ['feeds', 'publishedAt', 'soon', 'Please choose a date and a time.'],
    ['vendors', 'password', '', 'Please enter the first password.'],
    // A staff account's own minimum, longer than the sign-in service's.
    ['vendors', 'password', '12345', 'The first password needs at least 8 characters.'],
    ['vendors', 'password', '1234567', 'The first password needs at least 8 characters.'],
    ['vendors', 'password', '12345678', undefined],
  ])('%s.%s typed as %j', (type, field, typed, message) => {
    expect(problemOf(type, field, typed)).toBe(message);
  });

  it('applies the sign-in service’s extra password rules', () => {
    const vendors = configOf('vendors');
    const passwordProblem = (password: string, extra: object) =>
      checkRecord(vendors, { ...initialValues(vendors, null), password }, 'create', {
        policy: { ...policy, ...extra },
        whole: false,
      }).errors['password'];
    expect(passwordProblem('abcdefgh', { requireNumeric: true })).toBe(
      'The password needs at least one number.',
    );
    expect(passwordProblem('abcdefg1', { requireUppercase: true })).toBe(
      'The password needs at least one capital letter.',
    );
  });
});

describe('the bounds and shapes every other form uses', () => {
  it('refuses “1e3” as a price or stock instead of reading it as 1000', () => {
    expect(problemOf('products', 'price', '1e3')).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    expect(problemOf('products', 'stock', '1e3')).toBe('Type the stock in digits only, like 12.');
    expect(problemOf('products', 'price', '1,000')).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    const products = configOf('products');
    const typed = { ...initialValues(products, null), price: '1e3', stock: '1e3' };
    expect(toDocData(products, typed, 'create')).toMatchObject({ price: null, stock: null });
    expect(toDocData(products, { ...typed, price: '99.50', stock: '40' }, 'create')).toMatchObject({
      price: 99_50,
      stock: 40,
    });
  });

  it('holds every admin price to PRICE_MAX and stock to STOCK_MAX, as the schema says', () => {
    expect(problemOf('products', 'price', String(PRICE_MAX / 100))).toBeUndefined();
    expect(problemOf('products', 'price', '500000')).toBe(
      'The price cannot be more than ₹1,00,000.',
    );
    expect(problemOf('products', 'stock', String(STOCK_MAX))).toBeUndefined();
    expect(problemOf('products', 'stock', '50000')).toBe('The stock cannot be more than 10,000.');
    for (const config of adminCollections()) {
      for (const spec of formFields(config, 'create')) {
        if (spec.kind !== 'money' || !isEditable(spec, 'create')) continue;
        expect(problemOf(config.type, spec.name, String(PRICE_MAX + 1)), spec.name).toMatch(
          /cannot be more than ₹1,00,000\.$/,
        );
      }
    }
  });

  it('takes a doctor’s mobile or landline, never five digits, and stores a mobile as 10 digits', () => {
    for (const notAPhone of ['98765', '100', '255100']) {
      expect(problemOf('doctors', 'phone', notAPhone), notAPhone).toBe(telOnly);
    }
    expect(problemOf('doctors', 'phone', '03000-252100')).toBeUndefined();
    expect(problemOf('doctors', 'phone', '+91 3000 252100')).toBeUndefined();
    const doctors = configOf('doctors');
    const values = { ...initialValues(doctors, null), phone: '+91 98300-12345' };
    expect(toDocData(doctors, values, 'create')['phone']).toBe('9830012345');
    expect(problemOf('emergencyContacts', 'phone', '98765')).toMatch(/short number like 100/);
  });

  it('stores a shop’s WhatsApp number as the 10 digits, and none as empty', () => {
    const shops = configOf('shops');
    const typed = (whatsapp: string) =>
      toDocData(shops, { ...initialValues(shops, null), whatsapp }, 'create')['whatsapp'];
    expect(typed('+91 98300-12345')).toBe('9830012345');
    expect(typed('')).toBe('');
  });

  it('reads teacher classes 1–12, ranges too, and says what is wrong', () => {
    const hint = 'Type class numbers from 1 to 12, like 9, 10 or 9-12.';
    expect(problemOf('teachers', 'classes', '13, abc, -1')).toBe(`There is no class 13. ${hint}`);
    expect(problemOf('teachers', 'classes', '9, abc')).toBe(`“abc” is not a class. ${hint}`);
    expect(problemOf('teachers', 'classes', '-1')).toBe(`“-1” is not a class. ${hint}`);
    expect(problemOf('teachers', 'classes', '0-4')).toBe(`There is no class 0. ${hint}`);
    expect(problemOf('teachers', 'classes', '5, 9-12')).toBeUndefined();
    expect(problemOf('teachers', 'classes', ' , ')).toBe('Please enter the classes.');
    expect(problemOf('teachers', 'subjects', 'Maths, ' + 'x'.repeat(41))).toBe(
      'Please keep each of the subjects under 40 characters.',
    );

    const teachers = configOf('teachers');
    const stored = toDocData(
      teachers,
      { ...initialValues(teachers, null), classes: '12-9, Class 5, 10' },
      'create',
    )['classes'];
    expect(stored).toEqual(['Class 5', 'Class 9', 'Class 10', 'Class 11', 'Class 12']);
    expect(initialValues(teachers, { classes: stored ?? [] })['classes']).toBe('5, 9-12');
  });

  it('reads every number an admin types in Bengali or Devanagari digits, and stores 0–9', () => {
    const products = configOf('products');
    const typed = { ...initialValues(products, null), price: '১২৫.৫০', stock: '४०' };
    expect(problemOf('products', 'price', typed.price)).toBeUndefined();
    expect(problemOf('products', 'stock', typed.stock)).toBeUndefined();
    expect(problemOf('products', 'stock', '৫০০০০')).toBe('The stock cannot be more than 10,000.');
    expect(problemOf('products', 'price', '১e৩')).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    expect(toDocData(products, typed, 'create')).toMatchObject({ price: 125_50, stock: 40 });

    const doctors = configOf('doctors');
    expect(problemOf('doctors', 'fee', '৩০০')).toBeUndefined();
    expect(problemOf('doctors', 'phone', '০৩০০০-২৫২১০০')).toBeUndefined();
    const doctor = { ...initialValues(doctors, null), fee: '৩০০', phone: '+৯১ ৯৮৩০০-১২৩৪৫' };
    expect(toDocData(doctors, doctor, 'create')).toMatchObject({
      fee: 300_00,
      phone: '9830012345',
    });
    expect(problemOf('emergencyContacts', 'phone', '১০৮')).toBeUndefined();
    expect(problemOf('serviceProviders', 'rating', '४.५')).toBeUndefined();

    const teachers = configOf('teachers');
    const classes = { ...initialValues(teachers, null), classes: '৫, ৯-১২' };
    expect(problemOf('teachers', 'classes', classes.classes)).toBeUndefined();
    expect(toDocData(teachers, classes, 'create')['classes']).toEqual([
      'Class 5',
      'Class 9',
      'Class 10',
      'Class 11',
      'Class 12',
    ]);
    // Free text keeps the digits it was written with.
    const named = { ...initialValues(products, null), unit: '৫ কেজি' };
    expect(toDocData(products, named, 'create')['unit']).toBe('৫ কেজি');
  });

  it('takes only https:// links for a post, as its hint says', () => {
    expect(fieldOf('feeds', 'link').hint).toMatch(/https:\/\//);
    expect(problemOf('feeds', 'link', 'http://example.org/fair')).toBe(
      'The address must start with https:// (with an s). Plain http:// is not accepted.',
    );
    expect(problemOf('feeds', 'link', '/shops')).toBe(
      'Enter a web address starting with https://.',
    );
    expect(problemOf('feeds', 'link', 'https://example.org/fair')).toBeUndefined();
    expect(problemOf('feeds', 'link', '')).toBeUndefined();
  });

  it('names the date to publish, and says when a post is scheduled', () => {
    const publishedAt = fieldOf('feeds', 'publishedAt');
    expect(problemOf('feeds', 'publishedAt', '')).toBe('Please enter the date to publish.');
    expect(publishedAt.note?.('2030-01-15T09:00')).toMatch(/^Scheduled for 15 Jan 2030/);
    expect(publishedAt.note?.('2024-01-15T09:00')).toBeUndefined();
    const feeds = configOf('feeds');
    expect(feeds.summaryOf?.({ type: 'news', publishedAt: new Date(2030, 0, 15, 9, 0) })).toMatch(
      /^News · Scheduled for 15 Jan 2030/,
    );
    expect(problemOf('labTests', 'reportIn', '')).toBe('Please enter the time the report takes.');
  });
});

describe('what a section requires', () => {
  it('is what its schema refuses empty, after a save fills in what it derives', () => {
    const required = (type: string) =>
      configOf(type)
        .fields.filter((field) => field.required)
        .map((field) => field.name);
    // A picture left empty gets the type's; the names in other languages, a description may stay empty.
    expect(required('shops')).toEqual(['name', 'type', 'area', 'address', 'phone']);
    expect(required('doctors')).toEqual([
      'name',
      'degree',
      'speciality',
      'kind',
      'chamber',
      'weekdays',
      'hours',
      'fee',
      'phone',
    ]);
    expect(required('vendors')).toEqual(['name', 'phone', 'password', 'shopId']);
    expect(required('feeds')).toEqual(['type', 'title', 'body', 'publishedAt']);
    expect(required('appointments')).toContain('status');
    expect(required('appointments')).not.toContain('staffNote');
  });
});

// ---- Every section round-trips through its schema ---------------------------

const now = new Date('2026-03-01T09:00:00Z');
const seed = townDocuments(now);
const seedDoc = (collection: string, id: string) =>
  seed.find((doc) => doc.collection === collection && doc.id === id);

/** What a visitor's request leaves stored, one of each kind, as its model reads it. */
const received = {
  status: 'new',
  createdAt: now,
  reference: 'BK-482913',
  code: 'K7PX3M',
  staffNote: '',
};
const requestRecords: Record<string, DocData> = {
  appointments: {
    doctorId: 'dr-rina',
    doctorName: 'Dr. Rina Ghosh',
    patientName: 'Mina Das',
    phone: '9876543210',
    date: '2026-03-02',
    note: '',
    ...received,
  },
  labBookings: {
    testIds: ['cbc'],
    testNames: ['Complete Blood Count'],
    total: 300_00,
    patientName: 'Mina Das',
    phone: '9876543210',
    address: 'Kalibari Lane, near the temple',
    date: '2026-03-02',
    slot: '08:00',
    ...received,
  },
  medicineOrders: {
    items: [{ name: 'Paracetamol 650', quantity: 2 }],
    name: 'Rina Das',
    phone: '9876543210',
    address: 'Bazar Para, behind the school',
    note: '',
    ...received,
  },
  assistRequests: {
    need: 'blood',
    bloodGroup: 'O-',
    patientName: 'Mina Das',
    phone: '9876543210',
    details: 'At the district hospital, ward 3.',
    ...received,
  },
  rideBookings: {
    kind: 'toto',
    pickup: 'Station Road',
    drop: 'Rural hospital',
    date: '2026-03-02',
    time: '09:30',
    passengers: 2,
    name: 'Rina Das',
    phone: '9876543210',
    note: '',
    ...received,
  },
  serviceRequests: {
    serviceType: 'electrician',
    providerId: '',
    providerName: '',
    name: 'Mousumi Pal',
    phone: '8001234567',
    address: 'Netaji Road, house 12',
    asSoonAsPossible: true,
    date: '2026-03-01',
    details: 'No power in the whole house',
    ...received,
  },
  messages: {
    name: 'Rina Das',
    phone: '9876543210',
    message: 'The street light is out.',
    ...received,
  },
  notifications: {
    chat: 'admin',
    text: 'New message',
    subject: 'messages/abc',
    status: 'pending',
    attempts: 0,
    createdAt: now,
    sentAt: null,
  },
};

/** Stored records of a section: the seed town's, or one of each request and alert. */
function recordsOf(config: CollectionConfig): { id: string; data: DocData }[] {
  const seeded = seed.filter((doc) => doc.collection === config.collection);
  const made = requestRecords[config.collection];
  return made ? [{ id: 'made', data: made }] : seeded;
}

function firstRecordOf(config: CollectionConfig): DocData {
  const [first] = recordsOf(config);
  if (!first) throw new Error(`${config.type} has no record to fill its form with`);
  return first.data;
}

/** The records a form's `ref` fields point at, as a save reads them. */
function refsFor(config: CollectionConfig, values: FormValues): RefDocs {
  const refs: RefDocs = {};
  for (const field of config.fields) {
    if (field.kind !== 'ref' || !field.ref) continue;
    const doc = seedDoc(field.ref.collection, String(values[field.name]));
    refs[field.name] = doc && { id: doc.id, data: doc.data };
  }
  return refs;
}

/** What a save of the form writes: its fields and what it derives from them. */
function written(config: CollectionConfig, values: FormValues, mode: FormMode, refs: RefDocs) {
  const data = toDocData(config, values, mode);
  return { ...data, ...config.derive?.(data, refs) };
}

const sections = adminCollections();
const editable = sections.filter((config) => config.canEdit);
const creatable = sections.filter((config) => config.canCreate);

describe('every admin section’s form round-trips through its schema', () => {
  it.each(creatable.map((config) => [config.type, config] as const))(
    '%s: an empty new form asks for exactly what the schema requires, in sentences',
    (_type, config) => {
      const empty = Object.fromEntries(
        config.fields.map((field) => [field.name, field.kind === 'boolean' ? false : '']),
      );
      const { errors } = checkRecord(config, empty, 'create', {
        policy,
        whole: !madeByServer(config),
      });
      const asked = formFields(config, 'create')
        .filter((field) => isEditable(field, 'create') && field.required)
        .map((field) => field.name);
      expect(Object.keys(errors).sort()).toEqual([...asked].sort());
      for (const message of Object.values(errors)) {
        expect(message).toMatch(/^(Please (enter|choose) the .+\.|The first password .+\.)$/);
      }
    },
  );

  it.each(editable.map((config) => [config.type, config] as const))(
    '%s: every stored record opens in the form, passes, and saves back as its schema reads it',
    (_type, config) => {
      const schema = writtenByHand[config.collection];
      const records = recordsOf(config);
      expect(records.length, config.type).toBeGreaterThan(0);
      for (const { id, data } of records) {
        expect(v.safeParse(schema, data).issues, `${config.type}/${id} as stored`).toBeUndefined();
        const values = initialValues(config, data);
        const refs = refsFor(config, values);
        const check = checkRecord(config, values, 'edit', { policy, refs });
        expect(check.errors, `${config.type}/${id}`).toEqual({});
        expect(check.unshown, `${config.type}/${id}`).toBeNull();
        const saved = { ...data, ...written(config, values, 'edit', refs) };
        expect(v.safeParse(schema, saved).issues, `${config.type}/${id} saved`).toBeUndefined();
      }
    },
  );

  it.each(creatable.map((config) => [config.type, config] as const))(
    '%s: a new form filled as a stored record is one its schema reads whole',
    (_type, config) => {
      const schema = writtenByHand[config.collection];
      const data = firstRecordOf(config);
      const values = {
        ...initialValues(config, data),
        ...(madeByServer(config) && { password: 'first-pass-1' }),
      };
      const refs = refsFor(config, values);
      const whole = !madeByServer(config);
      const check = checkRecord(config, values, 'create', { policy, refs, whole });
      expect(check.errors).toEqual({});
      expect(check.unshown).toBeNull();
      // The server completes a staff member's record: active, and a vendor's shop type.
      const made = madeByServer(config) ? { active: true } : {};
      const record = { ...written(config, values, 'create', refs), ...made };
      expect(v.safeParse(schema, record).issues).toBeUndefined();
    },
  );

  it('says under the form what it cannot save when a derived field would be wrong', () => {
    const products = configOf('products');
    const values = initialValues(products, firstRecordOf(products));
    // The chosen shop could not be read: the product would have no shop name.
    const check = checkRecord(products, values, 'create', { policy, refs: {} });
    expect(check.errors).toEqual({});
    expect(check.unshown).toMatch(/^This record cannot be saved as it is \(shopName: /);
  });
});
