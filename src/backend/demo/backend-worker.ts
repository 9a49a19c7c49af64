// The Demo backend's worker, started by start-demo.ts: Dexie, the access
// policy, the town and the server handlers run here, off the page's thread.
import { serveDemo } from './channel-host';

// `self` is typed as the page's window by the DOM library; a worker's scope
// has the same postMessage and listeners, which is all serveDemo uses.
serveDemo(self);
