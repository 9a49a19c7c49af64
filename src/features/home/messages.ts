import { i18n } from '../../lib/i18n';

/** The home page: the search, the emergency strip and the ten categories. */
export const homeMessages = i18n('town/home', {
  heading: 'Everything in town, one tap away',
  lead: 'Order from local shops, book a doctor or a toto, and find help fast.',
  searchLabel: 'Search shops and products',
  searchPlaceholder: 'Rice, sweets, medicine, a shop…',
  search: 'Search',
  emergencyHeading: 'Emergency? Call now',
  call: 'Call',
  allEmergencyNumbers: 'All emergency numbers',
  whatDoYouNeed: 'What do you need today?',
  categoriesNav: 'Categories',
});

/** The ten categories' names and the line under each. */
export const categoryMessages = i18n('town/home-categories', {
  medical: 'Medical',
  medicalNote: 'Doctors, pharmacy, lab tests',
  emergency: 'Emergency',
  emergencyNote: 'Police, fire, ambulance',
  education: 'Education',
  educationNote: 'Teachers and tuition',
  transport: 'Transport',
  transportNote: 'Book a toto or a car',
  grocery: 'Grocery',
  groceryNote: 'Daily needs, home delivery',
  bazaar: 'Bazaar',
  bazaarNote: 'Clothes, utensils, more',
  food: 'Food',
  foodNote: 'Sweets, snacks, meals',
  onlineShop: 'Online shop',
  onlineShopNote: 'Electronics and gifts',
  services: 'Services',
  servicesNote: 'Electrician, plumber…',
  feeds: 'Feeds',
  feedsNote: 'News, jobs, events',
});
