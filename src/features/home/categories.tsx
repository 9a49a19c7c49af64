import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import {
  BazaarIcon,
  EducationIcon,
  EmergencyIcon,
  FeedsIcon,
  FoodIcon,
  GroceryIcon,
  MedicalIcon,
  ParcelIcon,
  ServicesIcon,
  TransportIcon,
} from '../../components/icons';

/** The ten categories of the seed (§1), in the order the town reads them. */
export interface Category {
  name: string;
  note: string;
  href: string;
  Icon: ComponentType;
  colour: string;
}

export const categories: readonly Category[] = [
  {
    name: 'Medical',
    note: 'Doctors, pharmacy, lab tests',
    href: paths.medical.href(),
    Icon: MedicalIcon,
    colour: '#c2185b',
  },
  {
    name: 'Emergency',
    note: 'Police, fire, ambulance',
    href: paths.emergency.href(),
    Icon: EmergencyIcon,
    colour: '#b3261e',
  },
  {
    name: 'Education',
    note: 'Teachers and tuition',
    href: paths.education.href(),
    Icon: EducationIcon,
    colour: '#5e35b1',
  },
  {
    name: 'Transport',
    note: 'Book a toto or a car',
    href: paths.transport.href(),
    Icon: TransportIcon,
    colour: '#0d6b94',
  },
  {
    name: 'Grocery',
    note: 'Daily needs, home delivery',
    href: paths.grocery.href(),
    Icon: GroceryIcon,
    colour: '#2e7d32',
  },
  {
    name: 'Bazaar',
    note: 'Clothes, utensils, more',
    href: paths.bazaar.href(),
    Icon: BazaarIcon,
    colour: '#8d5a00',
  },
  {
    name: 'Food',
    note: 'Sweets, snacks, meals',
    href: paths.food.href(),
    Icon: FoodIcon,
    colour: '#c43e00',
  },
  {
    name: 'Online shop',
    note: 'Electronics and gifts',
    href: paths.onlineShop.href(),
    Icon: ParcelIcon,
    colour: '#37474f',
  },
  {
    name: 'Services',
    note: 'Electrician, plumber…',
    href: paths.services.href(),
    Icon: ServicesIcon,
    colour: '#00695c',
  },
  {
    name: 'Feeds',
    note: 'News, jobs, events',
    href: paths.feeds.href('news'),
    Icon: FeedsIcon,
    colour: '#455a64',
  },
];
