import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { feedTypes, type FeedPost, type FeedType, type WithId } from '../../lib/models';
import { feedQuery, feedTypeOf, paragraphsOf, postedWhen, safeLink } from './api/feeds';
import { useMessages } from '../../lib/i18n';
import { localText, localTitle } from '../../lib/local-name';
import { feedMessages } from './messages';

function FeedTabs({ current }: { current: FeedType | null }) {
  const t = useMessages(feedMessages);
  return (
    <nav aria-label={t.kinds} className="feed-tabs">
      <ul className="list-unstyled mb-0">
        {feedTypes.map((type) => (
          <li key={type}>
            <Link
              to={paths.feeds.href(type)}
              className={type === current ? 'active' : undefined}
              aria-current={type === current ? 'page' : undefined}
            >
              {t[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Post({ post }: { post: WithId<FeedPost> }) {
  const t = useMessages(feedMessages);
  const title = localTitle(post);
  const link = safeLink(post.link);
  const published =
    post.publishedAt instanceof Date ? post.publishedAt : new Date(post.publishedAt);
  return (
    <article className="feed-post">
      <time dateTime={published.toISOString()} className="feed-post-time">
        {postedWhen(published)}
      </time>
      <h2 className="feed-post-title">{title}</h2>
      <div className="feed-post-body">
        {paragraphsOf(localText(post, 'body')).map((lines, paragraph) => (
          <p key={paragraph}>
            {lines.map((line, index) => (
              <Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className="d-inline-block mt-2">
          {t.readMore}
          <span className="visually-hidden"> {t.readMoreAbout({ title })}</span>
        </a>
      )}
    </article>
  );
}

function Feed({ type }: { type: FeedType }) {
  const t = useMessages(feedMessages);
  const title = t[type];
  const lead = t[`${type}Lead`];
  useDocumentTitle(title);
  // One moment for the whole list: a post whose time comes while reading shows on the next visit.
  const [now] = useState(() => new Date());
  const list = useListView(useInfiniteQuery(feedQuery(type, now), queryClient));
  return (
    <Page title={title} lead={lead}>
      <FeedTabs current={type} />
      <PagedList
        list={list}
        item={(post) => <Post post={post} />}
        look="feed-list"
        ordered
        empty={
          <EmptyState title={t.nothingYet}>
            <p className="mb-0">{t.lookElsewhere}</p>
          </EmptyState>
        }
      />
    </Page>
  );
}

function UnknownFeed() {
  const t = useMessages(feedMessages);
  useDocumentTitle(t.feeds);
  return (
    <Page title={t.feeds}>
      <EmptyState title={t.noSuchFeed} spaced>
        <p>{t.chooseOne}</p>
        <FeedTabs current={null} />
      </EmptyState>
    </Page>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  const type = feedTypeOf(params.type);
  if (type) await queryClient.prefetchInfiniteQuery(feedQuery(type, new Date()));
};

/** /feeds/{type}: news, jobs, events, offers or notices, newest first. */
export default function FeedsScreen() {
  const type = feedTypeOf(useParams().type);
  return type ? <Feed key={type} type={type} /> : <UnknownFeed />;
}
