import { i18n, params, plural } from '../../lib/i18n';

/** /feeds/{type}: the five kinds of post, and how long ago each was posted. */
export const feedMessages = i18n('directory/feeds', {
  news: 'News',
  newsLead: 'What is happening in and around Nabagram.',
  jobs: 'Jobs',
  jobsLead: 'Work wanted and work on offer in town.',
  events: 'Events',
  eventsLead: 'Fairs, camps, pujas and programmes coming up.',
  offers: 'Offers',
  offersLead: 'Discounts and deals from the town’s shops.',
  notices: 'Notices',
  noticesLead: 'From the municipality, the block office and the schools.',
  kinds: 'Kinds of post',
  readMore: 'Read more',
  readMoreAbout: params('about {title}'),
  nothingYet: 'Nothing posted here yet',
  lookElsewhere: 'Look at the other tabs, or come back in a day or two.',
  feeds: 'Feeds',
  noSuchFeed: 'There is no feed by that name',
  chooseOne: 'Choose one of these instead:',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: plural({ one: '{count} day ago', other: '{count} days ago' }),
  /** The months' short names, in order, one space between. */
  months: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  postedOn: params('{day} {month} {year}'),
});
