// With its extension: vite.config.ts loads this file as it is (Vite's config loader).
import { paths } from '../config/paths.ts';

/**
 * THE route table, as data: every path comes from config/paths.ts and names
 * the module of its screen (under src/, without `.tsx`), which is loaded
 * lazily as a chunk of its own. The router renders it, and the build reads
 * it to write one page per route that preloads that screen
 * (scripts/route-pages.ts). Anything not listed redirects to `/`.
 */
export interface RouteEntry {
  path: string;
  screen: string;
  /** What the screen is shown with (router.tsx checks these against the screens' own props). */
  props?: Record<string, string>;
  /** Set when two routes show one screen that must start afresh on each. */
  key?: string;
  /**
   * Set when the screen reads from the backend as it opens: on a first visit
   * the backend then starts loading beside the screen's chunk rather than
   * after the screen's first render.
   */
  readsOnOpen?: true;
}

// Spelt out here rather than imported: the build reads this file without the
// app's types. router.tsx fails to compile if a screen's props disagree.
export type ShopListType = 'grocery' | 'bazaar' | 'food' | 'onlineShop' | 'pharmacy';
export type AdminScreen = 'dashboard' | 'collection';
export type StaffLoginKind = 'vendor' | 'delivery';
export type RideKindProp = 'toto' | 'car';

const shopList = (type: ShopListType) => ({
  screen: 'features/catalog/shop-list-screen',
  props: { type },
  readsOnOpen: true as const,
});
const admin = (screen: AdminScreen) => ({
  screen: 'app/staff/admin-gate',
  props: { screen },
  readsOnOpen: true as const,
});
const staffLogin = (kind: StaffLoginKind) => ({
  screen: 'features/auth/staff-login-screen',
  props: { kind },
});
const ride = (kind: RideKindProp) => ({
  screen: 'features/transport/ride-booking-screen',
  props: { kind },
  key: kind,
});

export const routes: readonly RouteEntry[] = [
  { path: paths.home.pattern, screen: 'features/home/home-screen' },
  { path: paths.contact.pattern, screen: 'features/info/contact-screen' },
  { path: paths.aboutUs.pattern, screen: 'features/info/about-screen' },
  { path: paths.privacy.pattern, screen: 'features/info/privacy-screen' },
  { path: paths.comingSoon.pattern, screen: 'features/info/coming-soon-screen' },
  { path: paths.thankYou.pattern, screen: 'features/orders/thank-you-screen' },
  { path: paths.emergency.pattern, screen: 'features/emergency/emergency-screen' },
  {
    path: paths.emergencyService.pattern,
    screen: 'features/emergency/emergency-service-screen',
    readsOnOpen: true,
  },

  { path: paths.grocery.pattern, screen: 'features/catalog/grocery-hub-screen' },
  { path: paths.groceryShops.pattern, ...shopList('grocery') },
  { path: paths.bazaar.pattern, ...shopList('bazaar') },
  { path: paths.food.pattern, ...shopList('food') },
  { path: paths.onlineShop.pattern, ...shopList('onlineShop') },
  { path: paths.pharmacy.pattern, ...shopList('pharmacy') },
  { path: paths.gallery.pattern, screen: 'features/catalog/gallery-screen', readsOnOpen: true },
  { path: paths.catalog.pattern, screen: 'features/catalog/catalog-screen', readsOnOpen: true },
  { path: paths.buy.pattern, screen: 'features/catalog/buy-screen', readsOnOpen: true },
  { path: paths.cart.pattern, screen: 'features/cart/cart-screen', readsOnOpen: true },
  { path: paths.sendList.pattern, screen: 'features/lists/send-list-screen', readsOnOpen: true },
  { path: paths.findOrder.pattern, screen: 'features/orders/find-order-screen' },
  {
    path: paths.findOrderByPhone.pattern,
    screen: 'features/orders/find-order-screen',
    readsOnOpen: true,
  },

  // Town directory: medical, education, transport, services, feeds.
  { path: paths.medical.pattern, screen: 'features/medical/medical-hub-screen' },
  {
    path: paths.medicalDirectory.pattern,
    screen: 'features/medical/directory-screen',
    readsOnOpen: true,
  },
  { path: paths.mediAssist.pattern, screen: 'features/medical/medi-assist-screen' },
  { path: paths.doctors.pattern, screen: 'features/medical/doctors-screen', readsOnOpen: true },
  {
    path: paths.doctorsBySpeciality.pattern,
    screen: 'features/medical/speciality-doctors-screen',
    readsOnOpen: true,
  },
  {
    path: paths.doctorDetails.pattern,
    screen: 'features/medical/doctor-details-screen',
    readsOnOpen: true,
  },
  {
    path: paths.medicineOrder.pattern,
    screen: 'features/medical/medicine-order-screen',
    readsOnOpen: true,
  },
  { path: paths.labTest.pattern, screen: 'features/medical/lab-test-screen', readsOnOpen: true },
  {
    path: paths.appointment.pattern,
    screen: 'features/medical/appointment-screen',
    readsOnOpen: true,
  },
  { path: paths.medicalThankYou.pattern, screen: 'features/medical/medical-thank-you-screen' },
  { path: paths.education.pattern, screen: 'features/education/education-hub-screen' },
  { path: paths.teachers.pattern, screen: 'features/education/teachers-screen', readsOnOpen: true },
  { path: paths.transport.pattern, screen: 'features/transport/transport-hub-screen' },
  { path: paths.toto.pattern, ...ride('toto') },
  { path: paths.car.pattern, ...ride('car') },
  { path: paths.services.pattern, screen: 'features/services/services-screen' },
  {
    path: paths.serviceType.pattern,
    screen: 'features/services/service-type-screen',
    readsOnOpen: true,
  },
  { path: paths.feeds.pattern, screen: 'features/feeds/feeds-screen', readsOnOpen: true },

  // Staff screens: only these load the auth code (customer routes never do).
  { path: paths.login.pattern, screen: 'features/auth/login-screen' },
  { path: paths.forgetPassword.pattern, screen: 'features/auth/forget-password-screen' },
  { path: paths.admin.pattern, ...admin('dashboard') },
  { path: paths.adminCollection.pattern, ...admin('collection') },
  { path: paths.vendorLogin.pattern, ...staffLogin('vendor') },
  { path: paths.deliveryLogin.pattern, ...staffLogin('delivery') },
  { path: paths.vendor.pattern, screen: 'features/vendor/vendor-screen', readsOnOpen: true },
  { path: paths.delivery.pattern, screen: 'features/delivery/delivery-screen', readsOnOpen: true },
  {
    path: paths.deliveryScreen.pattern,
    screen: 'features/delivery/delivery-screen',
    readsOnOpen: true,
  },
];
