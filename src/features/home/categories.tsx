import type { ComponentType } from 'react';
import type { StoreValue } from 'nanostores';
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
import type { categoryMessages } from './messages';

type CategoryKey = Exclude<keyof StoreValue<typeof categoryMessages>, `${string}Note`>;

/** The ten categories, in the order the town reads them. */
export interface Category {
  /** Its name in `categoryMessages`; the line under it is `${key}Note`. */
  key: CategoryKey;
  href: string;
  Icon: ComponentType;
  colour: string;
}

export const categories: readonly Category[] = [
  {
    key: 'medical',
    href: paths.medical.href(),
    Icon: MedicalIcon,
    colour: '#c2185b',
  },
  {
    key: 'emergency',
    href: paths.emergency.href(),
    Icon: EmergencyIcon,
    colour: '#b3261e',
  },
  {
    key: 'education',
    href: paths.education.href(),
    Icon: EducationIcon,
    colour: '#5e35b1',
  },
  {
    key: 'transport',
    href: paths.transport.href(),
    Icon: TransportIcon,
    colour: '#0d6b94',
  },
  {
    key: 'grocery',
    href: paths.grocery.href(),
    Icon: GroceryIcon,
    colour: '#2e7d32',
  },
  {
    key: 'bazaar',
    href: paths.bazaar.href(),
    Icon: BazaarIcon,
    colour: '#8d5a00',
  },
  {
    key: 'food',
    href: paths.food.href(),
    Icon: FoodIcon,
    colour: '#c43e00',
  },
  {
    key: 'onlineShop',
    href: paths.onlineShop.href(),
    Icon: ParcelIcon,
    colour: '#37474f',
  },
  {
    key: 'services',
    href: paths.services.href(),
    Icon: ServicesIcon,
    colour: '#00695c',
  },
  {
    key: 'feeds',
    href: paths.feeds.href('news'),
    Icon: FeedsIcon,
    colour: '#455a64',
  },
];
