import type { Backend } from '../../port/types';
import type { DemoPushNotice } from './channel-wire';

/**
 * The page's side of the Demo's notifications (push-page.ts, loaded on
 * first use): the device's token, which the page keeps (a worker has no
 * localStorage), and the notices the server wrote, which the page shows.
 */
const pushPage = () => import('./push-page');

/** The Demo backend as its worker serves it: everything but this device's token. */
export type ServedBackend = Omit<Backend, 'pushToken'>;

/** The backend with this browser's Demo device, as the page hands it to the app. */
export const withDevice = (backend: ServedBackend): Backend => ({
  ...backend,
  pushToken: () => pushPage().then((page) => page.demoDevice()),
});

/** The notices the server wrote for devices: this browser's are shown. */
export const showNotices = (notices: DemoPushNotice[]): void =>
  void pushPage()
    .then((page) => page.showDemoNotices(notices))
    .catch((error: unknown) => console.warn('Notices not shown:', error));
