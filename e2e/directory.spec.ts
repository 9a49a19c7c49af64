import type { Page } from '@playwright/test';
import { HOME_HEADING, expect, test } from './support';

// Every route of the seed's table (seed §2) opens its own screen — its own
// level-1 heading, exactly one — with no console error (the fixture in
// support.ts fails the test on any), on desktop and phone. Parameterised
// routes use real values from the demo town. Then one booking of each kind,
// end to end, on the Demo backend.

interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Where a guarded route lands when nobody is signed in, when that is elsewhere. */
  landsOn?: string;
}

const seedRoutes: readonly RouteCase[] = [
  { path: '/', heading: HOME_HEADING },
  { path: '/contact', heading: 'Contact us' },
  { path: '/aboutUs', heading: 'About us' },
  { path: '/privacy', heading: 'Privacy' },

  { path: '/medical', heading: 'Medical' },
  { path: '/medical/pharmacy', heading: 'Pharmacy' },
  { path: '/medical/common/hospital', heading: 'Hospitals' },
  { path: '/medical/common/nursingHome', heading: 'Nursing homes' },
  { path: '/medical/common/diagnosticCentre', heading: 'Diagnostic centres' },
  { path: '/medical/common/bloodBank', heading: 'Blood banks' },
  { path: '/medical/mediAssist', heading: 'Medical help' },
  { path: '/medical/doctor', heading: 'Doctors' },
  { path: '/medical/doctorDetails?id=dr-rina-ghosh', heading: 'Dr. Rina Ghosh' },
  { path: '/medical/doctorDetails', heading: 'Doctor not found' },
  { path: '/medical/order', heading: 'Order medicines' },
  { path: '/medical/labTest', heading: 'Lab tests' },
  { path: '/medical/thankYou', heading: 'Thank you!' },
  { path: '/medical/appointment', heading: 'Book an appointment' },
  { path: '/medical/doctor/doctorDetails/Cardiology', heading: 'Cardiology' },
  { path: '/medical/doctor/doctorDetails/General%20Medicine', heading: 'General Medicine' },

  { path: '/emergency', heading: 'Emergency' },
  { path: '/emergency/police', heading: 'Police' },
  { path: '/emergency/fire', heading: 'Fire' },
  { path: '/emergency/ambulance', heading: 'Ambulance' },
  { path: '/emergency/transport', heading: 'Road & rail' },
  { path: '/emergency/hospital', heading: 'Hospital' },
  { path: '/emergency/wbsedcl', heading: 'Electricity (WBSEDCL)' },

  { path: '/education', heading: 'Education' },
  { path: '/education/teacher', heading: 'Find a teacher' },
  { path: '/transport', heading: 'Transport' },
  { path: '/transport/toto', heading: 'Book a toto' },
  { path: '/transport/car', heading: 'Book a car' },

  { path: '/grocery', heading: 'Grocery' },
  { path: '/grocery/fordo', heading: 'Grocery shops' },
  { path: '/bazaar', heading: 'Bazaar' },
  { path: '/food', heading: 'Food' },
  { path: '/onlineShop', heading: 'Online shop' },
  { path: '/catalog', heading: 'All products' },
  { path: '/gallery/annapurna-grocery', heading: /^Annapurna Grocery/ },
  { path: '/buy/annapurna-grocery--gobindobhog-rice', heading: 'Gobindobhog Rice' },
  { path: '/cart', heading: 'Your cart' },
  { path: '/findOrder', heading: 'Find Order' },
  { path: '/findOrder/9876543210', heading: 'Find Order' },

  { path: '/service', heading: 'Services' },
  { path: '/service/electrician', heading: 'Electrician' },
  { path: '/service/plumber', heading: 'Plumber' },
  { path: '/service/carpenter', heading: 'Carpenter' },
  { path: '/service/painter', heading: 'Painter' },
  { path: '/service/mechanic', heading: 'Mechanic' },
  { path: '/service/tutor', heading: 'Home tutor' },
  { path: '/feeds/news', heading: 'News' },
  { path: '/feeds/jobs', heading: 'Jobs' },
  { path: '/feeds/events', heading: 'Events' },
  { path: '/feeds/offers', heading: 'Offers' },
  { path: '/feeds/notices', heading: 'Notices' },

  { path: '/comingSoon', heading: 'Coming soon' },
  { path: '/thankYou', heading: 'Thank you!' },

  // Staff routes, signed out: the sign-in each one asks for.
  { path: '/login', heading: 'Staff sign in' },
  { path: '/admin', heading: 'Staff sign in' },
  { path: '/admin/orders', heading: 'Staff sign in' },
  { path: '/vendorLogin', heading: 'Vendor sign in' },
  { path: '/vendor/grocery', heading: 'Vendor sign in', landsOn: '/vendorLogin' },
  { path: '/deliveryLogin', heading: 'Delivery sign in' },
  { path: '/delivery', heading: 'Delivery sign in', landsOn: '/deliveryLogin' },
  { path: '/delivery/screen', heading: 'Delivery sign in', landsOn: '/deliveryLogin' },
  { path: '/forgetPassword', heading: 'Reset your password' },
];

// Routes are walked a dozen to a browser context: one seeded demo town per
// group instead of one per route keeps the suite quick; each route is its
// own step, so a failure still names it.
const GROUP_SIZE = 12;
const routeGroups = Array.from({ length: Math.ceil(seedRoutes.length / GROUP_SIZE) }, (_, i) =>
  seedRoutes.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
);

test.describe('every route of the seed table', () => {
  for (const group of routeGroups) {
    const first = group[0]?.path ?? '';
    const last = group[group.length - 1]?.path ?? '';
    test(`${first} … ${last} each render their own screen`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const { path, heading, landsOn } of group) {
        await test.step(path, async () => {
          await page.goto(path);
          const title = page.getByRole('heading', { level: 1 });
          await expect(title).toHaveText(heading);
          await expect(title).toHaveCount(1);
          await expect(title).toBeVisible();
          await expect(page).toHaveURL(landsOn ?? path);
          await expect(page.getByText('Loading…')).toHaveCount(0);
        });
      }
    });
  }

  test('unknown directory, service and feed types get a friendly page', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same screens as on a desktop, already walked on the phone');
    for (const [path, heading] of [
      ['/medical/common/spa', 'Not in the directory'],
      ['/service/astrologer', 'We don’t list that service yet'],
      ['/feeds/gossip', 'Feeds'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveURL(path);
    }
  });
});

// ---- One booking of each kind ---------------------------------------------

const two = (value: number) => String(value).padStart(2, '0');
/** A local day `days` from today, as the date inputs take it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('bookings, end to end', () => {
  // The forms' rules are the same on every screen size (their component tests
  // hold them); the route walk above already opens each form on the phone.
  test.skip(({ isMobile }) => isMobile, 'one viewport is enough for a booking’s journey');

  test('an appointment, found through the doctors list', async ({ page }) => {
    await page.goto('/medical/doctor');
    await page.getByRole('button', { name: 'General' }).click();
    await page.getByRole('link', { name: /^General Medicine/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Medicine');
    await page.getByRole('link', { name: 'Book appointment with Dr. Rina Ghosh' }).click();
    await expect(page).toHaveURL('/medical/appointment?doctor=dr-rina-ghosh');
    await expect(field(page, 'Doctor')).toHaveValue('dr-rina-ghosh');

    await field(page, 'Patient’s name').fill('Rahim Sk');
    await field(page, 'Phone').fill('12345');
    // Only the days the doctor sits are offered; take the first.
    await field(page, 'Date of visit').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByText('Enter a 10-digit mobile number')).toBeVisible();
    await field(page, 'Phone').fill('98300 11223');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await expect(page).toHaveURL('/medical/thankYou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Rahim Sk!');
    await expect(page.getByText(/Dr\. Rina Ghosh on/)).toBeVisible();
  });

  test('a home lab test', async ({ page }) => {
    await page.goto('/medical/labTest');
    await page.getByRole('checkbox', { name: /Lipid Profile/ }).check();
    await page.getByRole('checkbox', { name: /Thyroid Profile/ }).check();
    await expect(page.getByText('2 tests · ₹1,150.00')).toBeVisible();
    await field(page, 'Patient’s name').fill('Rina Das');
    await field(page, 'Phone').fill('9876512345');
    await field(page, 'Address for collection').fill('Kalibari Lane, near the temple');
    await field(page, 'Collection date').fill(dayFromToday(1));
    await field(page, 'Collection time').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book home collection' }).click();

    await expect(page).toHaveURL('/medical/thankYou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Rina Das!');
    await expect(page.getByText('Your home collection is booked')).toBeVisible();
  });

  test('a medicine order', async ({ page }) => {
    await page.goto('/medical/order');
    await field(page, 'Medicine 1').fill('Paracetamol 650');
    await page.getByLabel('Quantity of medicine 1').fill('2');
    await page.getByRole('button', { name: '+ Add another medicine' }).click();
    await field(page, 'Medicine 2').fill('ORS sachet');
    await field(page, 'Your name').fill('Anil Roy');
    await field(page, 'Phone').fill('9123456789');
    await field(page, 'Delivery address').fill('Bazar Para, behind the school');
    await page.getByRole('button', { name: 'Send order' }).click();

    await expect(page).toHaveURL('/medical/thankYou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Anil Roy!');
    await expect(page.getByText('2 medicines')).toBeVisible();
  });

  test('a request for medical help', async ({ page }) => {
    await page.goto('/medical/mediAssist');
    await page.getByRole('radio', { name: /Ambulance/ }).check();
    await field(page, 'Patient’s name').fill('Sima Bibi');
    await field(page, 'Phone').fill('9830011225');
    await field(page, 'Where is the patient, and what has happened?').fill(
      'Rathtala, near the club. Fell from a ladder, cannot walk.',
    );
    await page.getByRole('button', { name: 'Send for help' }).click();

    await expect(page).toHaveURL('/medical/thankYou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Sima Bibi!');
    await expect(page.getByText('We are finding help now')).toBeVisible();
  });

  for (const [kind, seats] of [
    ['toto', '4'],
    ['car', '6'],
  ] as const) {
    test(`a ${kind} ride`, async ({ page }) => {
      await page.goto('/transport');
      await page
        .getByRole('link', { name: new RegExp(`^${kind}`, 'i') })
        .first()
        .click();
      await expect(page).toHaveURL(`/transport/${kind}`);
      await field(page, 'Pick-up point').fill('Station Road');
      await field(page, 'Drop point').fill('Rural hospital');
      await field(page, 'Date').fill(dayFromToday(-1));
      await field(page, 'Pick-up time').fill('08:15');
      await field(page, 'Passengers').selectOption(seats);
      await field(page, 'Your name').fill('Tapan Saha');
      await field(page, 'Phone').fill('9733012345');
      await page.getByRole('button', { name: `Book ${kind}` }).click();
      await expect(page.getByText('That date has already passed.')).toBeVisible();
      await expect(field(page, 'Pick-up point')).toHaveValue('Station Road');

      await field(page, 'Date').fill(dayFromToday(1));
      await page.getByRole('button', { name: `Book ${kind}` }).click();
      await expect(
        page.getByRole('heading', { name: `Thank you, Tapan Saha! Your ${kind} is booked.` }),
      ).toBeVisible();
      await expect(page.getByText('97330 12345')).toBeVisible();
    });
  }

  test('a service request', async ({ page }) => {
    await page.goto('/service');
    await page.getByRole('link', { name: /^Electrician/ }).click();
    await expect(page).toHaveURL('/service/electrician');
    await page.getByRole('button', { name: 'Request Sahidul Islam' }).click();
    await expect(field(page, 'Who should come')).toHaveValue('electrician-sahidul-islam');
    await field(page, 'What needs doing?').fill('Meter board sparks when the pump starts');
    await field(page, 'Your name').fill('Mousumi Pal');
    await field(page, 'Phone').fill('8001234567');
    await field(page, 'Address').fill('Netaji Road, house 12');
    await field(page, 'Preferred day').fill(dayFromToday(1));
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(
      page.getByRole('heading', { name: 'Thank you, Mousumi Pal! Your request is in.' }),
    ).toBeVisible();
    await expect(page.getByText(/Sahidul Islam will call you/)).toBeVisible();
  });
});
