import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { appRoutes } from './route-table';

// Every route of the app's table is served the app's page when
// opened by its URL, and the staff routes land where they should when nobody
// is signed in. (Each customer route rendering its own screen, in three
// languages and on both screens, is walked by access-in-every-language.spec.ts.)
// Then one booking of each kind, end to end, on the Demo backend.

test.describe('every route of the table', () => {
  // What the server answers does not depend on the screen.
  test('is served the app when opened by its URL', { tag: '@desktop' }, async ({ request }) => {
    for (const { path } of appRoutes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  // The same sign-in screens, walked on the phone by the language walk.
  test(
    'the staff routes, opened signed out, show the sign-in each asks for',
    { tag: '@desktop' },
    async ({ page }) => {
      const staffRoutes = appRoutes.filter(
        ({ path, landsOn }) => landsOn || path.startsWith('/admin'),
      );
      for (const { path, heading, landsOn } of staffRoutes) {
        await test.step(path, async () => {
          await page.goto(path);
          const title = page.getByRole('heading', { level: 1 });
          await expect(title).toHaveText(heading);
          await expect(title).toHaveCount(1);
          await expect(page).toHaveURL(landsOn ?? path);
        });
      }
    },
  );

  // The same screens as on a desktop.
  test(
    'unknown directory, service and feed types get a friendly page',
    { tag: '@desktop' },
    async ({ page }) => {
      for (const [path, heading] of [
        ['/medical/common/spa', 'Not in the directory'],
        ['/service/astrologer', 'We don’t list that service yet'],
        ['/feeds/gossip', 'Feeds'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveURL(path);
      }
    },
  );
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

// One viewport is enough for a booking's journey: the forms' rules are the
// same on every screen size (their component tests hold them), and the route
// walk above already opens each form on the phone.
test.describe('bookings, end to end', { tag: '@desktop' }, () => {
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
    // Sparks want someone today: as soon as possible is the first choice, with no date to pick.
    await expect(page.getByRole('radio', { name: 'As soon as possible, today' })).toBeChecked();
    await expect(field(page, 'Preferred day')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(
      page.getByRole('heading', { name: 'Thank you, Mousumi Pal! Your request is in.' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Sahidul Islam will call you on 80012 34567 soon to fix a time today/),
    ).toBeVisible();
  });
});
