import { useId, type ComponentType } from 'react';
import { Link } from 'react-router-dom';

export interface TileProps {
  to: string;
  name: string;
  note: string;
  Icon: ComponentType;
  /** The icon's background; white text must read on it (4.5:1). */
  colour: string;
}

/** A large tappable tile: icon, name and a one-line note (the home screen's look). */
export function TileLink({ to, name, note, Icon, colour }: TileProps) {
  return (
    <Link to={to} className="tile h-100">
      <span className="tile-icon" style={{ background: colour }}>
        <Icon />
      </span>
      <span className="tile-name">{name}</span>
      <span className="tile-note">{note}</span>
    </Link>
  );
}

/** A screen's section of tiles under its heading, which names it. */
export function TileSection({ title, tiles }: { title: string; tiles: readonly TileProps[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <TileGrid tiles={tiles} />
    </section>
  );
}

/** Tiles in the shared responsive grid, as a list so screen readers count them. */
export function TileGrid({ tiles, label }: { tiles: readonly TileProps[]; label?: string }) {
  return (
    <ul className="tile-grid list-unstyled mb-0" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.to} className="d-flex">
          <TileLink {...tile} />
        </li>
      ))}
    </ul>
  );
}
