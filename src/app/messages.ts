import { i18n, plural } from '../lib/i18n';

/** The words of the frame around every screen: bars, footer, banner, the loading and retry views. */
export const shellMessages = i18n('town/shell', {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  quickLinks: 'Quick links',
  home: 'Home',
  contact: 'Contact',
  findOrder: 'Find Order',
  cart: 'Cart',
  cartWithLines: plural({ one: 'Cart, {count} item', other: 'Cart, {count} items' }),
  language: 'Language',
  footerLead:
    'Shops, doctors, rides and help in our town — order without an account and pay cash on delivery.',
  about: 'About',
  contactUs: 'Contact us',
  aboutUs: 'About us',
  privacy: 'Privacy',
  inAnEmergency: 'In an emergency',
  allServices: 'All services:',
  everyEmergencyNumber: 'Every emergency number',
  demoMode: 'Demo mode — data stays in this browser',
  settingsProblem: 'Settings problem:',
  nothingSaved: 'Nothing can be saved until it is fixed.',
  newVersionReady: 'A new version of the app is ready.',
  reload: 'Reload',
  pageCouldNotLoad: "This page couldn't load",
  tryAgain: 'Try again',
  connectionDropped:
    'The connection dropped while this page was on its way. Check your internet, then try again — nothing you did has been lost.',
});
