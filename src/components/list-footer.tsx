import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';
import type { ListView } from '../data/query-client';
import { LoadingView } from './screen-status';

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
  if (status === 'failed')
    return (
      <div
        className="alert alert-warning d-flex flex-wrap gap-2 align-items-center mt-3"
        role="alert"
      >
        <span className="flex-grow-1">{error}</span>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={retry}>
          {t.tryAgain}
        </button>
      </div>
    );
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
