import type { ReactNode } from 'react';

/**
 * The app's line icons, drawn on a 24-unit grid. Always decorative: the text
 * beside them carries the meaning, so they are hidden from assistive tech.
 */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"

      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v10h13V10" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon>
    <path d="M6.5 3h3l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A17 17 0 0 1 4.5 5a2 2 0 0 1 2-2z" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M3 4h2.5l2.2 11h10.8l2-8H6.6" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const MedicalIcon = () => (
  <Icon>
    <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />
  </Icon>
);

export const EmergencyIcon = () => (
  <Icon>
    <path d="M6 18v-6a6 6 0 0 1 12 0v6" />
    <path d="M4 18h16v3H4z" />
    <path d="M12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4" />
  </Icon>
);

export const EducationIcon = () => (
  <Icon>
    <path d="m2 9 10-5 10 5-10 5z" />
    <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
    <path d="M22 9v6" />
  </Icon>
);

export const TransportIcon = () => (
  <Icon>
    <path d="M5 16V9l2-4h10l2 4v7z" />
    <path d="M5 11h14" />
    <circle cx="8" cy="18" r="2" />
    <circle cx="16" cy="18" r="2" />
  </Icon>
);

export const GroceryIcon = () => (
  <Icon>
    <path d="M3 9h18l-2 11H5z" />
    <path d="m8 9 3-5M16 9l-3-5" />
    <path d="M9 13v4M12 13v4M15 13v4" />
  </Icon>
);

export const BazaarIcon = () => (
  <Icon>
    <path d="M3 9 5 4h14l2 5" />
    <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 12v8h14v-8" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

export const FoodIcon = () => (
  <Icon>
    <path d="M3 12h18a9 9 0 0 1-18 0z" />
    <path d="M8 8c0-2 2-2 2-4M12 8c0-2 2-2 2-4M16 8c0-2 2-2 2-4" />
  </Icon>
);

export const ParcelIcon = () => (
  <Icon>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </Icon>
);

export const ServicesIcon = () => (
  <Icon>
    <path d="M14.5 6.5a4 4 0 0 0 5 5L21 13l-2 2-1.5-1.5a4 4 0 0 0-5-5" />
    <path d="m13 9-9 9a1.4 1.4 0 0 0 2 2l9-9" />
  </Icon>
);

export const FeedsIcon = () => (
  <Icon>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2" />
    <path d="M7.5 9h6M7.5 12.5h6M7.5 16h4" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const RetryIcon = () => (
  <Icon>
    <path d="M20 12a8 8 0 1 1-2.3-5.7" />
    <path d="M20 4v5h-5" />
  </Icon>
);
