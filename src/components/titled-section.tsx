import { useId, type ReactNode } from 'react';

/** How a titled section's heading looks, from a screen's own section to a part of a form. */
const looks = {
  /** A section of a screen: its level-2 title. */
  section: { Heading: 'h2', className: 'section-title' },
  /** A card of its own in a screen. */
  card: { Heading: 'h2', className: 'h5 fw-bold mb-1' },
  /** A box of its own (an alert), its heading as large as a card's. */
  alert: { Heading: 'h2', className: 'h5 fw-bold' },
  /** A part of a form (a list's photo, its voice note). */
  part: { Heading: 'h3', className: 'h6 fw-bold mb-1' },
} as const;

/** A section named by its heading, so a screen reader lists it as a region by that name. */
export function TitledSection({
  look,
  title,
  className,
  children,
}: {
  look: keyof typeof looks;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const { Heading, className: headingClass } = looks[look];
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClass}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
