/**
 * Every path of the app, defined once, with href builders. The route table
 * (app/router.tsx) registers these patterns; links are built only from here.
 */
import type { EmergencyService } from '../lib/kinds';
import type { CataloguePart } from '../locales/load';

const enc = encodeURIComponent;

export const paths = {
  home: { pattern: '/', href: () => '/' },
  contact: { pattern: '/contact', href: () => '/contact' },
  aboutUs: { pattern: '/aboutUs', href: () => '/aboutUs' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  comingSoon: {
    pattern: '/comingSoon',
    href: (topic?: string) => (topic ? `/comingSoon?topic=${enc(topic)}` : '/comingSoon'),
  },
  thankYou: { pattern: '/thankYou', href: () => '/thankYou' },

  medical: { pattern: '/medical', href: () => '/medical' },
  pharmacy: { pattern: '/medical/pharmacy', href: () => '/medical/pharmacy' },
  medicalDirectory: {
    pattern: '/medical/common/:type',
    href: (type: string) => `/medical/common/${enc(type)}`,
  },
  mediAssist: { pattern: '/medical/mediAssist', href: () => '/medical/mediAssist' },
  doctors: { pattern: '/medical/doctor', href: () => '/medical/doctor' },
  doctorsBySpeciality: {
    pattern: '/medical/doctor/doctorDetails/:spec',
    href: (spec: string) => `/medical/doctor/doctorDetails/${enc(spec)}`,
  },
  doctorDetails: {
    pattern: '/medical/doctorDetails',
    href: (doctorId?: string) =>
      doctorId ? `/medical/doctorDetails?id=${enc(doctorId)}` : '/medical/doctorDetails',
  },
  medicineOrder: { pattern: '/medical/order', href: () => '/medical/order' },
  labTest: { pattern: '/medical/labTest', href: () => '/medical/labTest' },
  appointment: {
    pattern: '/medical/appointment',
    href: (doctorId?: string) =>
      doctorId ? `/medical/appointment?doctor=${enc(doctorId)}` : '/medical/appointment',
  },
  medicalThankYou: { pattern: '/medical/thankYou', href: () => '/medical/thankYou' },

  emergency: { pattern: '/emergency', href: () => '/emergency' },
  emergencyService: {
    pattern: '/emergency/:service',
    href: (service: EmergencyService) => `/emergency/${service}`,
  },

  education: { pattern: '/education', href: () => '/education' },
  teachers: { pattern: '/education/teacher', href: () => '/education/teacher' },

  transport: { pattern: '/transport', href: () => '/transport' },
  toto: { pattern: '/transport/toto', href: () => '/transport/toto' },
  car: { pattern: '/transport/car', href: () => '/transport/car' },

  grocery: { pattern: '/grocery', href: () => '/grocery' },
  groceryShops: { pattern: '/grocery/fordo', href: () => '/grocery/fordo' },
  bazaar: { pattern: '/bazaar', href: () => '/bazaar' },
  food: { pattern: '/food', href: () => '/food' },
  onlineShop: { pattern: '/onlineShop', href: () => '/onlineShop' },
  catalog: { pattern: '/catalog', href: () => '/catalog' },
  gallery: { pattern: '/gallery/:id', href: (shopId: string) => `/gallery/${enc(shopId)}` },
  buy: { pattern: '/buy/:product', href: (productId: string) => `/buy/${enc(productId)}` },
  cart: { pattern: '/cart', href: () => '/cart' },
  /** A list sent to a shop instead of a cart: a photo, a voice note or a few lines (issue 37). */
  sendList: {
    pattern: '/sendList/:shopId',
    href: (shopId: string) => `/sendList/${enc(shopId)}`,
  },
  findOrder: { pattern: '/findOrder', href: () => '/findOrder' },
  findOrderByPhone: {
    pattern: '/findOrder/:phone',
    href: (phone: string) => `/findOrder/${enc(phone)}`,
  },

  services: { pattern: '/service', href: () => '/service' },
  serviceType: { pattern: '/service/:type', href: (type: string) => `/service/${enc(type)}` },
  feeds: { pattern: '/feeds/:type', href: (type: string) => `/feeds/${enc(type)}` },

  login: { pattern: '/login', href: () => '/login' },
  forgetPassword: { pattern: '/forgetPassword', href: () => '/forgetPassword' },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminCollection: { pattern: '/admin/:type', href: (type: string) => `/admin/${enc(type)}` },
  vendorLogin: { pattern: '/vendorLogin', href: () => '/vendorLogin' },
  vendor: {
    pattern: '/vendor/:category',
    href: (category: string) => `/vendor/${enc(category)}`,
  },
  deliveryLogin: { pattern: '/deliveryLogin', href: () => '/deliveryLogin' },
  delivery: { pattern: '/delivery', href: () => '/delivery' },
  deliveryScreen: { pattern: '/delivery/screen', href: () => '/delivery/screen' },
} as const;

const staffPathPrefixes = ['/login', '/forgetPassword', '/admin', '/vendor', '/delivery'];

/**
 * The staff screens (sign-ins included): their words live in the staff part
 * of a catalogue, and they go without the customer's bottom bar and footer.
 */
export const isStaffPath = (pathname: string): boolean =>
  staffPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
  pathname === '/vendorLogin' ||
  pathname === '/deliveryLogin';

const directoryPathPrefixes = [
  '/medical',
  '/education',
  '/transport',
  '/service',
  '/feeds',
  '/aboutUs',
  '/privacy',
  '/contact',
  '/comingSoon',
];

/** The town directory's screens, whose words live in the directory part of a catalogue. */
const isDirectoryPath = (pathname: string): boolean =>
  directoryPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Which part of a language's catalogue holds the words of the screen at `pathname`. */
export const cataloguePartOf = (pathname: string): CataloguePart => {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (isStaffPath(pathname)) return 'staff';
  if (pathname.startsWith('/sendList/')) return 'lists';
  return isDirectoryPath(pathname) ? 'directory' : 'town';
};
