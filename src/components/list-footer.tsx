import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';
import type { ListView } from '../data/query-client';
import { LoadingView } from './screen-status';

/** Why a list could not be read, and a button to read it again. */
export function RetryAlert({
  error,
  retry,
  className,
}: {
  error: string | null;
  retry: () => void;
  className?: string;
}) {
  const t = useMessages(commonMessages);
  return (
    <div
      className={['alert alert-warning d-flex flex-wrap gap-2 align-items-center', className]
        .filter(Boolean)
        .join(' ')}
      role="alert"
    >
      <span className="flex-grow-1">{error}</span>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={retry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

/** Loading, error-with-retry and "load more" for a paged list. */
export function ListFooter({
  list: { status, error, hasMore, loadMore, retry },
  moreLabel,
}: {
  list: ListView<unknown>;
  moreLabel?: string;
}) {
  const t = useMessages(commonMessages);
  // `fill`: the first page holds the viewport, so the footer does not jump when it arrives.
  if (status === 'loading') return <LoadingView fill />;
  if (status === 'failed') return <RetryAlert error={error} retry={retry} className="mt-3" />;
  if (!hasMore) return null;
  return (
    <div className="text-center mt-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={loadMore}
        disabled={status === 'loading-more'}
      >
        {status === 'loading-more' ? t.loading : (moreLabel ?? t.loadMore)}
      </button>
    </div>
  );
}
