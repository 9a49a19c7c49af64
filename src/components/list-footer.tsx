import { LoadingView } from './screen-status';

/** Loading, error-with-retry and "load more" for a paged list. */
export function ListFooter({
  status,
  error,
  hasMore,
  onMore,
  onRetry,
  moreLabel = 'Load more',
}: {
  status: 'loading' | 'ready' | 'loading-more' | 'failed';
  error: string | null;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  moreLabel?: string;
}) {
  // `fill`: the first page holds the viewport, so the footer does not jump when it arrives.
  if (status === 'loading') return <LoadingView fill />;
  if (status === 'failed')
    return (
      <div
        className="alert alert-warning d-flex flex-wrap gap-2 align-items-center mt-3"
        role="alert"
      >
        <span className="flex-grow-1">{error}</span>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  if (!hasMore) return null;
  return (
    <div className="text-center mt-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={onMore}
        disabled={status === 'loading-more'}
      >
        {status === 'loading-more' ? 'Loading…' : moreLabel}
      </button>
    </div>
  );
}
