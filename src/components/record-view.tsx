import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../lib/i18n';
import { commonMessages } from './messages';
import type { Loaded } from '../data/query-client';
import { LoadingView, ProblemView } from './screen-status';

/** What a screen says when its record is not (or no longer) there, and where it sends the reader. */
export interface MissingRecord {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}

/**
 * A screen of one record (a shop, a product, a doctor) in each of its states:
 * loading, the record itself, "not found" with a way on, or the failure in
 * plain words with "Try again".
 */
export function RecordView<T>({
  loaded: { state, retry },
  fill = false,
  missing,
  failedTitle,
  children,
}: {
  loaded: { state: Loaded<T>; retry: () => void };
  /** The loading view holds a whole viewport (see `LoadingView`). */
  fill?: boolean;
  missing: MissingRecord;
  failedTitle: string;
  children: (record: T) => ReactNode;
}) {
  const t = useMessages(commonMessages);
  switch (state.status) {
    case 'loading':
      return <LoadingView fill={fill} />;
    case 'ready':
      return children(state.value);
    case 'missing':
      return (
        <ProblemView
          title={missing.title}
          action={
            <Link to={missing.linkTo} className="btn btn-primary">
              {missing.linkLabel}
            </Link>
          }
        >
          <p className="mb-0">{missing.text}</p>
        </ProblemView>
      );
    case 'failed':
      return (
        <ProblemView
          title={failedTitle}
          action={
            <button type="button" className="btn btn-primary" onClick={retry}>
              {t.tryAgain}
            </button>
          }
        >
          <p className="mb-0">{state.error}</p>
        </ProblemView>
      );
  }
}
