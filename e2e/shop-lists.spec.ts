import type { BrowserContext, Page } from '@playwright/test';
import { choose, expect, seriousAxeFindings, test } from './support';

/**
 * A list sent to a shop instead of a cart (issue 37), on the Demo backend, on
 * the desktop and on a 320 px phone: one browser context whose tabs share the
 * demo town (see staff-journey.spec.ts); the staff take turns signing in.
 *
 * 1. A pharmacy, in Bengali and Hindi: a customer reading Bengali sends Life
 *    Care Medical Hall (its vendor is the demo town's) a camera's photo of a
 *    prescription and a typed line from /medical/order (the photo shrunk in
 *    the browser under the server's bound); the pharmacy's vendor, reading
 *    Hindi, sees it arrive, zooms into the photo and prices it (a product of
 *    its catalogue and a medicine it prices itself); the customer, on a phone
 *    that forgot them, finds it by phone number and code in Find Order, reads
 *    the lines, fee and total in Bengali and confirms it into an order; the
 *    vendor has the order; the admin sees the list and its photo.
 * 2. A grocer, the other way round: a customer reading Hindi sends a typed
 *    list from the shop's page; the vendor, reading Bengali, prices it; the
 *    customer says no, and the vendor sees it answered.
 *
 * The voice note needs a microphone, which headless Chromium lacks: it is
 * tested with a fake recorder in src/features/lists/voice-note.
 *
 * The pharmacy keeps hours (7 am to 11 pm in the town): the first journey runs
 * at 11 in the morning on Playwright's clock, with the Demo's backend in the
 * page (no Worker), as unanswered-order.spec.ts explains.
 */
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };
const PHARMACIST = { phone: '9000000003', password: 'vendor123' };
const GROCER = { phone: '9000000001', password: 'vendor123' };

// The phone's project at the narrowest phone the town has (320 px); the desktop's as it is.
test.use({
  timezoneId: 'Asia/Kolkata',
  viewport: async ({ isMobile }, use) => {
    await use(isMobile ? { width: 320, height: 640 } : { width: 1280, height: 800 });
  },
});

/** Uncaught errors and console errors of a tab the fixture does not watch. */
function watchErrors(page: Page, seen: string[], who: string) {
  page.on('pageerror', (error) => seen.push(`${who} uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${who} console.error: ${message.text()}`);
  });
}

async function signInStaff(page: Page, phone: string, password: string) {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A phone camera's photo of a handwritten page: 1500 × 2000 pixels of paper
 * grain and writing, a JPEG of over a megabyte, as a phone's camera hands it over.
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1500;
    canvas.height = 2000;
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no canvas');
    const grain = draw.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < grain.data.length; index += 4) {
      const shade = 225 + Math.floor(Math.random() * 30);
      grain.data.set([shade, shade - 4, shade - 12, 255], index);
    }
    draw.putImageData(grain, 0, 0);
    draw.fillStyle = '#1b2a4a';
    draw.font = 'italic 60px serif';
    ['Rx', 'Paracetamol 500 — 1 strip', 'Azithromycin 500 — 3 tabs', 'Dr. R. Ghosh'].forEach(
      (line, index) => draw.fillText(line, 100, 250 + index * 200),
    );
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.95),
    );
    if (!blob) throw new Error('no photo');
    // As base64 text: an array of numbers this long crosses to Node slowly.
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
  return Buffer.from(bytes.slice(bytes.indexOf(',') + 1), 'base64');
}

/** The bytes a `data:` address's base64 holds. */
const bytesOf = (data: string) => Buffer.from(data.slice(data.indexOf(',') + 1), 'base64').length;

test('a pharmacy’s photo is sent, priced by the pharmacy, found by its code and confirmed into an order, in Bengali and Hindi', async ({
  page: customer,
  context,
}) => {
  test.setTimeout(60_000);
  const staffErrors: string[] = [];
  await inThePage(context);
  // 11:00 in the town: Life Care Medical Hall is open (7 am to 11 pm).
  await context.clock.install({ time: new Date('2026-11-26T11:00:00+05:30') });

  const staff = await context.newPage();
  watchErrors(staff, staffErrors, 'staff');

  // The pharmacist signs in and reads Hindi.
  await signInStaff(staff, PHARMACIST.phone, PHARMACIST.password);
  await expect(staff).toHaveURL(/\/vendor\/pharmacy$/);
  await choose(staff, 'hi');
  const listsTab = staff.getByRole('tab', { name: /^लिस्ट/ });
  await listsTab.click();
  await expect(staff.getByText('दाम के इंतज़ार में कोई लिस्ट नहीं।')).toBeVisible();

  // The customer, reading Bengali, goes from Order medicines to the pharmacy with a photo.
  await customer.goto('/medical/order');
  await choose(customer, 'bn');
  await customer
    .getByRole('region', { name: 'আপনার প্রেসক্রিপশনের ছবি পাঠান' })
    .getByRole('link', { name: /^লাইফ কেয়ার মেডিক্যাল/ })
    .click();
  await expect(
    customer.getByRole('heading', { level: 1, name: /^লাইফ কেয়ার মেডিক্যাল হল.* লিস্ট পাঠান$/ }),
  ).toBeVisible();
  await expect(customer.getByText(/একটা ছবি লাগবে: নিচে ছবি তুলুন/)).toBeVisible();
  const camera = customer.getByLabel('ছবি তুলুন');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  const photo = await cameraPhoto(customer);
  expect(photo.length).toBeGreaterThan(1_000_000);
  await camera.setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = customer.getByRole('img', { name: 'আপনার ছবি' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  // Shrunk in the browser to what the server keeps: a WebP or JPEG of at most 150 kB.
  const shrunk = (await preview.getAttribute('src')) ?? '';
  expect(shrunk).toMatch(/^data:image\/(webp|jpeg);base64,/);
  expect(bytesOf(shrunk)).toBeLessThanOrEqual(150_000);
  await customer.getByLabel('অথবা লিখে দিন').fill('ডাক্তারবাবুর লেখা ওষুধগুলো');
  await customer.getByLabel('নাম', { exact: true }).fill('Rina Das');
  await customer.getByLabel('ফোন', { exact: true }).fill('9876543212');
  await customer.getByLabel('ঠিকানা', { exact: true }).fill('14 School Para Road');
  await customer.getByLabel('পাড়া', { exact: true }).selectOption('school-para');
  await customer.getByRole('button', { name: 'লিস্ট পাঠান' }).click();
  await expect(
    customer.getByRole('heading', { level: 1, name: 'লিস্ট পাঠানো হয়েছে' }),
  ).toBeVisible();
  const number = (await customer.locator('.order-code-value').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^LS-\d{6}$/);
  expect(await seriousAxeFindings(customer)).toEqual([]);

  // It arrives on the pharmacy's screen by itself, news in Hindi.
  await expect(staff.getByText(`नई लिस्ट ${number}`)).toBeVisible();
  await expect(listsTab).toContainText('1 नई');
  const card = staff.getByRole('article', { name: `लिस्ट ${number}` });
  await expect(card).toContainText('ডাক্তারবাবুর লেখা ওষুধগুলো');
  // The photo, whole screen and zoomed.
  await card.getByRole('button', { name: /फ़ोटो खोलें/ }).click();
  const viewer = staff.getByRole('dialog', { name: `लिस्ट ${number} के साथ भेजी गई फ़ोटो` });
  const big = viewer.getByRole('img');
  await expect(big).toHaveAttribute('src', shrunk);
  await viewer.getByRole('button', { name: 'बड़ा करें' }).click();
  await expect(big).toHaveAttribute('data-scale', '1.5');
  await viewer.getByRole('button', { name: 'बंद करें' }).click();
  await expect(viewer).toHaveCount(0);

  // Priced: a product of its list, and a medicine it prices itself.
  await card.getByRole('button', { name: 'इस लिस्ट का दाम दें' }).click();
  await card.getByLabel('अपने सामान में खोजें').fill('paracetamol');
  await card.getByRole('button', { name: 'पैरासिटामोल 500 mg जोड़ें' }).click();
  await card.getByRole('button', { name: '+ अपनी एक लाइन जोड़ें' }).click();
  const own = card.getByRole('group', { name: 'अपनी लाइन 1' });
  await own.getByLabel('नाम').fill('Azithromycin 500');
  await own.getByLabel('इकाई (ज़रूरी नहीं)').fill('3 का पत्ता');
  await own.getByLabel('दाम, ₹').fill('120');
  expect(await seriousAxeFindings(staff)).toEqual([]);
  await card.getByRole('button', { name: 'दाम भेजें' }).click();
  await expect(card).toContainText('भेज दिया। ग्राहक हाँ कहेगा तो ऑर्डर बनेगा');
  await expect(card).toContainText('कुल₹');

  // The customer finds it in Find Order on a phone that did not send it: its number, then its code.
  const code = (await customer.locator('.order-code-value').nth(1).textContent())?.trim() ?? '';
  await customer.getByRole('link', { name: 'লিস্ট ট্র্যাক করুন' }).click();
  await expect(customer).toHaveURL(/\/findOrder\/9876543212$/);
  await customer.getByRole('button', { name: 'এই ফোন থেকে আমার তথ্য মুছে দিন' }).click();
  await customer.reload();
  const list = customer.getByRole('listitem').filter({ hasText: `লিস্ট ${number}` });
  await expect(list).toHaveCount(0);
  await customer.getByLabel('অর্ডার বা বুকিংয়ের কোড').fill(code.toLowerCase());
  await customer.getByRole('button', { name: 'দেখুন', exact: true }).click();
  // The price in Bengali words and digits: each line, the delivery fee, the total.
  await expect(list).toContainText('লাইফ কেয়ার মেডিক্যাল হল আপনার লিস্টের দাম জানিয়েছে');
  await expect(list).toContainText('১ × Azithromycin 500 (3 का पत्ता)');
  await expect(list).toContainText('দোকানের তালিকায় নেই, দোকান দাম দিয়েছে');
  await expect(list).toContainText('১ × প্যারাসিটামল ৫০০ মিগ্রা (১০টির পাতা)₹২০.০০');
  await expect(list).toContainText(/ডেলিভারি[^₹]*₹৩০\.০০/);
  await expect(list).toContainText('মোট₹১৭০.০০');
  // It holds for a day (the town's default quoteHours).
  await expect(list).toContainText('এই দাম ২৭ নভেঃ, সকাল ১১:০০ পর্যন্ত থাকবে।');
  expect(await seriousAxeFindings(customer)).toEqual([]);
  await list.getByRole('button', { name: /^রাজি, অর্ডার করুন · ₹/ }).click();
  const confirmed = list.getByText(/এটা এখন অর্ডার TS-\d{6}/);
  await expect(confirmed).toBeVisible();
  const order = /TS-\d{6}/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';
  await expect(customer.locator('li', { hasText: `অর্ডার ${order}` }).first()).toBeVisible();

  // The order reaches the pharmacy as any order does.
  await staff.getByRole('tab', { name: /^ऑर्डर/ }).click();
  await expect(staff.getByRole('article', { name: new RegExp(order) })).toContainText(
    'Azithromycin 500',
  );

  // The admin sees the list, its photo and what became of it.
  await choose(staff, 'en');
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await signInAdmin(staff);
  await staff.goto('/admin/lists');
  const row = staff.getByRole('article', { name: `${number} · Life Care Medical Hall` });
  await expect(row).toContainText('Ordered');
  await row.getByRole('button', { name: `Details of list ${number}` }).click();
  await expect(
    row.getByRole('img', { name: `The photo sent with list ${number}` }),
  ).toHaveAttribute('src', shrunk);
  await expect(row).toContainText(`Confirmed into order ${order}.`);
  expect(staffErrors).toEqual([]);
});

test('a typed list is sent in Hindi, priced by the grocer in Bengali, and the customer says no', async ({
  page: customer,
  context,
}) => {
  const staffErrors: string[] = [];
  const vendor = await context.newPage();
  watchErrors(vendor, staffErrors, 'vendor');
  await signInStaff(vendor, GROCER.phone, GROCER.password);
  await expect(vendor).toHaveURL(/\/vendor\/grocery$/);
  await choose(vendor, 'bn');
  await vendor.getByRole('tab', { name: /^লিস্ট/ }).click();

  await customer.goto('/gallery/annapurna-grocery');
  await choose(customer, 'hi');
  await customer.getByRole('link', { name: 'अपनी लिस्ट भेजें' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: /को अपनी लिस्ट भेजें$/ })).toBeVisible();
  // Nothing in it yet: said before anything is sent.
  await customer.getByRole('button', { name: 'लिस्ट भेजें' }).click();
  await expect(
    customer.getByText('एक फ़ोटो, एक वॉइस नोट या कुछ लाइनें दें — कोई एक ही काफ़ी है।'),
  ).toBeVisible();
  await customer.getByLabel('या लिखकर दें').fill('2 किलो मसूर दाल\n1 सरसों का तेल');
  await customer.getByLabel('नाम', { exact: true }).fill('Sunil Yadav');
  await customer.getByLabel('फ़ोन', { exact: true }).fill('9876543213');
  await customer.getByLabel('पता', { exact: true }).fill('3 Station Road');
  await customer.getByLabel('मोहल्ला', { exact: true }).selectOption('school-para');
  await customer.getByRole('button', { name: 'लिस्ट भेजें' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'लिस्ट भेज दी गई' })).toBeVisible();
  const number = (await customer.locator('.order-code-value').first().textContent())?.trim() ?? '';

  // The grocer prices it from the shelf, in Bengali.
  const card = vendor.getByRole('article', { name: `লিস্ট ${number}` });
  await expect(card).toContainText('2 किलो मसूर दाल');
  await card.getByRole('button', { name: 'এই লিস্টের দাম দিন' }).click();
  await card.getByLabel('আপনার জিনিসের মধ্যে খুঁজুন').fill('masoor');
  await card.getByRole('button', { name: 'মসুর ডাল যোগ করুন' }).click();
  await card.getByRole('button', { name: 'মসুর ডাল আরও একটা' }).click();
  await card.getByRole('button', { name: 'দাম পাঠান' }).click();
  await expect(card).toContainText('পাঠানো হয়েছে। ক্রেতা রাজি হলে অর্ডার হবে');

  // The customer reads the price in Hindi and says no.
  await customer.getByRole('link', { name: 'लिस्ट ट्रैक करें' }).click();
  const list = customer.getByRole('listitem').filter({ hasText: `लिस्ट ${number}` });
  await expect(list).toContainText('2 × मसूर दाल');
  await list.getByRole('button', { name: 'नहीं, रहने दें' }).click();
  await customer.getByRole('dialog').getByRole('button', { name: 'हाँ, ना कहें' }).click();
  await expect(list).toContainText('आपने इस दाम को ना कहा। कुछ भी ऑर्डर नहीं हुआ।');
  await expect(list.getByRole('button', { name: /^हाँ, ऑर्डर करें/ })).toHaveCount(0);
  // The grocer sees it among the earlier lists, answered.
  await expect(card).toHaveCount(0);
  await vendor.getByText('আগের লিস্ট', { exact: true }).click();
  await expect(card).toContainText('ক্রেতা এই দামে না বলেছেন।');
  expect(staffErrors).toEqual([]);
});

/** The Demo's backend in each page rather than a worker, so Playwright's clock is the town's. */
async function inThePage(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
  });
}
