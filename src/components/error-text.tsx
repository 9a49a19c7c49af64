import { messageOf } from '../port/errors';

// Apart from screen-status.tsx, which the first paint loads: the error words come only with the screens that act.
/**
 * Why a read or the last try of an action (a save, a move, a change) failed,
 * in plain words where the person looks; nothing while it has not failed.
 * Takes the query or mutation as it is.
 */
export function ErrorText({
  of,
  className,
}: {
  of: { isError: boolean; error: unknown };
  className: string;
}) {
  if (!of.isError) return null;
  return (
    <p className={className} role="alert">
      {messageOf(of.error)}
    </p>
  );
}
