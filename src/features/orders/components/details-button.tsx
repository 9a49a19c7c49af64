/**
 * "Details" under a card in Find Order (an order's, a list's): it opens what
 * the card folds away, and its accessible name says whose details they are.
 */
export function DetailsButton({
  open,
  onToggle,
  words,
}: {
  open: boolean;
  onToggle: () => void;
  /** Shown, then said: "Details" / "Details of order TS-…", and the same to hide them. */
  words: { show: string; hide: string; showNamed: string; hideNamed: string };
}) {
  return (
    <button
      type="button"
      className="btn btn-link px-0"
      aria-expanded={open}
      aria-label={open ? words.hideNamed : words.showNamed}
      onClick={onToggle}
    >
      {open ? words.hide : words.show}
    </button>
  );
}
