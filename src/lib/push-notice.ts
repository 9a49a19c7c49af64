/**
 * A notice on the phone (issue 34): what the server composes for a device
 * (`title` and `body` in its language, a `link` into the app, a `tag` that
 * lets a newer notice about the same order replace the older one) and how
 * the service worker reads it. On Firebase it arrives as an FCM data-only
 * message (the fields under `data`); on the Demo the page hands it over as
 * the fields themselves. Written without a schema library: the service
 * worker imports this and nothing else of the app.
 */
export interface PushNotice {
  title: string;
  body: string;
  link: string;
  tag: string;
}

/** Longer than any notice the server writes; a longer field is not one of ours. */
const FIELD_MAX = 4000;

/**
 * A path of this app, "/vendor/grocery?order=abc": never a full address, a
 * protocol-relative one ("//elsewhere"), a backslash some browsers read as a
 * slash, or a control character. A notice that names anything else is not
 * opened: a tap on it opens the app's home.
 */
export function isAppLink(link: string): boolean {
  return (
    link.length <= FIELD_MAX &&
    link.startsWith('/') &&
    !link.startsWith('//') &&
    !link.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(link)
  );
}

const textField = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= FIELD_MAX;

/**
 * The notice in a push message's payload (parsed JSON): FCM puts the
 * message's data under `data`, the Demo hands the fields themselves. Null
 * when it is not a notice of ours: a title is needed; a missing body or tag
 * is empty; a link that is not the app's is the home page.
 */
export function readPushNotice(payload: unknown): PushNotice | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const wrapped = (payload as { data?: unknown }).data;
  const data = (typeof wrapped === 'object' && wrapped !== null ? wrapped : payload) as Record<
    string,
    unknown
  >;
  const { title, body, link, tag } = data;
  if (!textField(title) || title.trim() === '') return null;
  return {
    title,
    body: textField(body) ? body : '',
    link: textField(link) && isAppLink(link) ? link : '/',
    tag: textField(tag) ? tag : '',
  };
}

/**
 * How a notice is shown (`registration.showNotification(title, options)`),
 * by the service worker and by the Demo's page alike: its body, the app's
 * icon, its link kept for the tap, and its tag, so a newer notice about the
 * same order takes the older one's place and rings again.
 */
export function noticeOptions(notice: PushNotice): NotificationOptions & { renotify?: boolean } {
  return {
    body: notice.body,
    icon: '/icons/icon-192.png',
    data: { link: notice.link },
    ...(notice.tag && { tag: notice.tag, renotify: true }),
  };
}

/** What the service worker keeps on a notice it shows, read back when it is tapped. */
export const linkOfShown = (data: unknown): string => {
  const link = (data as { link?: unknown } | null)?.link;
  return typeof link === 'string' && isAppLink(link) ? link : '/';
};

/**
 * The open window of the app a tapped notice should use, by index in `urls`:
 * one already on the notice's screen (its path), else the first. -1: none
 * is open, so a new one opens.
 */
export function windowFor(urls: readonly string[], link: string, origin: string): number {
  const path = new URL(link, origin).pathname;
  const onScreen = urls.findIndex((url) => {
    const open = new URL(url);
    return open.origin === origin && open.pathname === path;
  });
  if (onScreen >= 0) return onScreen;
  return urls.findIndex((url) => new URL(url).origin === origin);
}

/** The message a tapped notice sends an open window, which moves it to `link` itself. */
export interface OpenLinkMessage {
  type: 'town-open-link';
  link: string;
}

export const isOpenLinkMessage = (data: unknown): data is OpenLinkMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as OpenLinkMessage).type === 'town-open-link' &&
  typeof (data as OpenLinkMessage).link === 'string' &&
  isAppLink((data as OpenLinkMessage).link);
