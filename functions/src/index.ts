// Cloud Functions for town-services:
// - the callables (callables.ts): checkout, cancelling, staff order moves,
//   bookings and requests, staff accounts — the server's half of the app,
//   answered by the handlers of src/server with the Admin SDK;
// - every minute, the sweep over orders nobody at the shop answers
//   (src/server/escalation.ts): remind the shop, call the admin, give up; the
//   same for lists sent to shops, with quotes expiring and lists and their
//   media deleted at `deleteAt` (src/server/list-sweep.ts);
// - a trigger keeping config/shops and the products' shop names in step with the shops
//   (src/server/triggers.ts);
// - delivery of the `notifications` outbox: staff Telegram chats (a shop's own
//   among them) and Web Push to the devices that asked, through FCM (see
//   deliver.ts for the once-only protocol, push.ts for the messages);
// - the Telegram bot's webhook, which links a shop's own chat
//   (telegram-webhook.ts).
//
// The bot token and the webhook's secret are Secret Manager secrets, bound
// only to these functions; the web app never sees them. The chat ids and the
// bot's username are plain parameters (functions/.env.* or prompted at deploy).

import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { getMessaging } from 'firebase-admin/messaging';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import type { DocData } from '../../src/port/types';
import type { DeliveryDeps, OutboxDecision, OutboxStore, StaffChat, SweepDeps } from './deliver.js';
import { deliverNotification, sweepOutbox } from './deliver.js';
import { sendTelegramMessage, TELEGRAM_API_BASE } from './telegram.js';
import { sendPush } from './push.js';
import { answerTelegramUpdate } from './telegram-webhook.js';
import { deviceIdOf } from '../../src/server/push-devices';
import { onShopWritten } from '../../src/server/triggers';
import { sweepUnansweredOrders } from '../../src/server/escalation';
import { docFromFirestore } from '../../src/backend/firebase/firestore-values';
import { createAdminStore } from './admin-store.js';
import {
  adminAccounts,
  appCheckEnforced,
  makeCallables,
  refuseAnotherAdminRole,
  REGION,
} from './https-callables.js';

export { REGION };
export const NOTIFICATIONS_COLLECTION = 'notifications';

const telegramBotToken = defineSecret('TELEGRAM_BOT_TOKEN', {
  description: 'Telegram bot token from @BotFather (Secret Manager; never in the web app).',
});
const chatIds: Record<StaffChat, ReturnType<typeof defineString>> = {
  admin: defineString('TELEGRAM_ADMIN_CHAT_ID', {
    description: 'Telegram chat id of the admin group (e.g. -1001234567890).',
  }),
  delivery: defineString('TELEGRAM_DELIVERY_CHAT_ID', {
    description: 'Telegram chat id of the delivery staff group.',
  }),
  lab: defineString('TELEGRAM_LAB_CHAT_ID', {
    description: 'Telegram chat id of the lab group.',
  }),
};

/**
 * The bot's username (without @), for a shop's link `https://t.me/<bot>?start=<code>`
 * (src/server/shop-chat.ts). Empty: shops cannot link a chat of their own.
 */
const telegramBotUsername = defineString('TELEGRAM_BOT_USERNAME', {
  default: '',
  description:
    'The Telegram bot’s username, without @ (e.g. TownServicesBot), for shops to link their own chat.',
});

/** Telegram sends it with every update (setWebhook's secret_token), so nobody else can post a `/start`. */
const telegramWebhookSecret = defineSecret('TELEGRAM_WEBHOOK_SECRET', {
  description: 'The secret_token given to setWebhook (1–256 of A–Z, a–z, 0–9, _ and -).',
});

let firestore: Firestore | undefined;
/** The Admin SDK's app, initialised on first use, so that loading this module (at deploy) touches nothing. */
const app = () => getApps()[0] ?? initializeApp();
function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
  }
  return firestore;
}

/** The outbox on Firestore: each decision runs inside a Firestore transaction. */
function firestoreOutbox(): OutboxStore {
  return {
    transact<T>(id: string, decide: (stored: DocData | null) => OutboxDecision<T>) {
      const ref = db().collection(NOTIFICATIONS_COLLECTION).doc(id);
      return db().runTransaction(async (tx: Transaction) => {
        const snap = await tx.get(ref);
        const data = snap.data();
        const { write, result } = decide(data ? docFromFirestore(data) : null);
        if (write) tx.update(ref, write);
        return result;
      });
    },
  };
}

function deliveryDeps(): DeliveryDeps {
  const token = telegramBotToken.value();
  return {
    outbox: firestoreOutbox(),
    chatIdFor: (chat) => chatIds[chat].value(),
    send: (chatId, text) =>
      sendTelegramMessage({ apiBase: TELEGRAM_API_BASE, token, chatId, text }),
    sendPush: (entry) => sendPush(getMessaging(app()), entry),
    // FCM says the token is dead: the device is forgotten (its entries stay, failed).
    pruneDevice: async (pushToken) => {
      await db()
        .collection('pushDevices')
        .doc(await deviceIdOf(pushToken))
        .delete();
    },
    now: () => new Date(),
    logger,
  };
}

/**
 * Delivers each new outbox entry, to Telegram or by push (its `channel`);
 * retried by Cloud Functions while it throws. (Named for the Telegram it
 * first sent: renaming a deployed function would delete it and make another.)
 */
export const deliverTelegramNotification = onDocumentCreated(
  {
    document: `${NOTIFICATIONS_COLLECTION}/{id}`,
    region: REGION,
    retry: true,
    secrets: [telegramBotToken],
    timeoutSeconds: 60,
    maxInstances: 5,
  },
  async (event) => {
    await deliverNotification(event.params.id, deliveryDeps());
  },
);

/** Re-drives pending entries older than a few minutes whose trigger gave up. */
export const sweepTelegramOutbox = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    secrets: [telegramBotToken],
    timeoutSeconds: 540,
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const deps: SweepDeps = {
      ...deliveryDeps(),
      // Needs the composite index notifications (status ASC, createdAt ASC).
      listPending: async (createdBefore, limit) => {
        const snap = await db()
          .collection(NOTIFICATIONS_COLLECTION)
          .where('status', '==', 'pending')
          .where('createdAt', '<', createdBefore)
          .orderBy('createdAt', 'asc')
          .limit(limit)
          .select()
          .get();
        return snap.docs.map((doc: QueryDocumentSnapshot) => doc.id);
      },
    };
    await sweepOutbox(deps);
  },
);

// ---- The server's half of the app -----------------------------------------

refuseAnotherAdminRole(process.env);

const callables = makeCallables(() => ({
  store: createAdminStore(db()),
  accounts: adminAccounts(),
  appCheckRequired: appCheckEnforced.value(),
  telegramBot: { username: telegramBotUsername.value() },
}));

export const placeOrder = callables.placeOrder;
export const cancelOrder = callables.cancelOrder;
export const staffOrderAction = callables.staffOrderAction;
export const changeOrderLine = callables.changeOrderLine;
export const submitRequest = callables.submitRequest;
export const findByCode = callables.findByCode;
export const vendorShopAction = callables.vendorShopAction;
export const setShopQr = callables.setShopQr;
export const createStaffAccount = callables.createStaffAccount;
export const riderCashAction = callables.riderCashAction;
export const restoreServerRecords = callables.restoreServerRecords;
export const notifyMe = callables.notifyMe;
export const shopTelegram = callables.shopTelegram;
export const sendList = callables.sendList;
export const quoteList = callables.quoteList;
export const answerQuote = callables.answerQuote;

/**
 * Every minute on the town's clock, each order still waiting for its shop
 * whose next step is due moves one step (src/server/escalation.ts), and the
 * alert digests due go out. Needs the composite indexes orders (status ASC,
 * nextStepAt ASC) and, for orders placed before nextStepAt, (status ASC,
 * createdAt ASC). A run that fails is not retried: the next minute's run
 * picks up where it left off. Its 3,000 orders at most, eight at a time,
 * fit its time with room to spare.
 */
export const escalateUnansweredOrders = onSchedule(
  {
    schedule: 'every 1 minutes',
    timeZone: 'Asia/Kolkata',
    region: REGION,
    timeoutSeconds: 300,
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const report = await sweepUnansweredOrders(createAdminStore(db()));
    const moved = report.remind.length + report.callAdmin.length + report.giveUp.length;
    if (moved > 0 || report.digests) logger.info('Unanswered orders moved on', report);
    if (report.failed.length > 0) {
      logger.warn('Unanswered orders not moved; the next run tries again', {
        failed: report.failed,
      });
    }
  },
);

/** Keeps config/shops (every shop's state) and the shop's name on its products in step with each shop. */
export const syncShopStates = onDocumentWritten(
  { document: 'shops/{shopId}', region: REGION, retry: true, maxInstances: 2 },
  async (event) => {
    const after = event.data?.after.data();
    const before = event.data?.before.data();
    await onShopWritten(
      createAdminStore(db()),
      event.params.shopId,
      after ? docFromFirestore(after) : null,
      before ? docFromFirestore(before) : null,
    );
  },
);

/**
 * The Telegram bot's webhook (set with setWebhook and its secret_token,
 * docs/launch.md): `/start <code>` from a shop's one-time link ties that chat
 * to the shop (src/server/shop-chat.ts). Anyone may post to it; only
 * Telegram knows the secret header it checks.
 */
export const telegramWebhook = onRequest(
  {
    region: REGION,
    secrets: [telegramWebhookSecret],
    invoker: 'public',
    maxInstances: 2,
    concurrency: 20,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  async (req, res) => {
    const answer = await answerTelegramUpdate(
      { method: req.method, header: (name) => req.get(name), body: req.body },
      {
        secret: telegramWebhookSecret.value(),
        store: createAdminStore(db()),
        now: () => Date.now(),
      },
    );
    res.status(answer.status).json(answer.body);
  },
);
