import { HOME_HEADING } from './support';

// Every route of the app's table with real values from the demo town, and
// the heading each one shows in English. Walked by directory.spec.ts (each
// opened by its URL) and access-in-every-language.spec.ts (each language, axe).

export interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Where a guarded route lands when nobody is signed in, when that is elsewhere. */
  landsOn?: string;
}

export const appRoutes: readonly RouteCase[] = [
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
  { path: '/sendList/life-care-medical', heading: 'Send your list to Life Care Medical Hall' },
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

/** The routes a customer opens: no staff screen, none that sends them elsewhere. */
export const customerRoutes = appRoutes.filter(
  ({ path, landsOn }) => !landsOn && !path.startsWith('/admin'),
);
