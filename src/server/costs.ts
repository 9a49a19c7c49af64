/**
 * What the town costs to run on Firebase, from the code's own counts: the
 * Firestore reads and writes and the Cloud Functions calls of one order's
 * life, each step counted through the real handlers and the customer's real
 * reads by src/server/__tests__/costs.test.ts (the outbox's delivery by
 * functions/src/costs.test.ts), and the monthly bill they make at the
 * published prices. docs/scale.md quotes the tables these functions write,
 * and the tests fail when the code, the tables or the doc part ways.
 * Nothing here runs in the app or the functions.
 */

export interface Work {
  reads: number;
  writes: number;
  calls: number;
}

/** Counted: each step of one order's life, cash on delivery, two products from one shop. */
export const orderLife = {
  /** The customer opens the shop: the shop and the first page of its products. */
  shopPage: { reads: 21, writes: 0, calls: 0 },
  /** The cart checked against the shop (each product, the shop, the terms) and the neighbourhoods. */
  cart: { reads: 5, writes: 0, calls: 0 },
  /** With whether the town lists neighbourhoods, the device's daily count and who hears of it. */
  placeOrder: { reads: 13, writes: 10, calls: 1 },
  /** The thank-you page's first read of the order. */
  thankYou: { reads: 1, writes: 0, calls: 0 },
  accept: { reads: 7, writes: 3, calls: 1 },
  ready: { reads: 9, writes: 3, calls: 1 },
  assign: { reads: 8, writes: 1, calls: 1 },
  pickUp: { reads: 7, writes: 3, calls: 1 },
  deliver: { reads: 12, writes: 6, calls: 1 },
  /**
   * The customer opens the order on another phone with its secret code, and reads it; the
   * number knows that phone from then on (a write, the first time only).
   */
  findOrder: { reads: 2, writes: 1, calls: 1 },
  /** The staff alerts it sets off; each one is a trigger that claims, sends and marks it. */
  alerts: { count: 2, each: { reads: 2, writes: 2, calls: 1 } },
} as const;

/**
 * Estimated, not counted: reads that depend on how long people look.
 * The order document is written 6 times (placed, accepted, ready, given
 * to a rider, picked up, delivered), and every write is read again by each
 * open staff screen that lists it: the vendor's inbox and the admin
 * dashboard's today's and open orders (src/features/vendor/api/vendor.ts,
 * src/features/admin/api/dashboard.ts).
 */
export const estimates = {
  /** The thank-you page reads the order again every 5 s while in view (STATUS_REFRESH_MS): 2 minutes in all. */
  statusChecks: { reads: 24, writes: 0, calls: 0 },
  /** 6 writes of the order × 3 open staff screens. */
  staffScreens: { reads: 18, writes: 0, calls: 0 },
  /** Looking round before buying: two more pages of a shop or the catalogue. */
  moreBrowsing: { reads: 42, writes: 0, calls: 0 },
} as const;

/** Counted: what runs whether or not anyone orders. */
export const perMinute = {
  /**
   * src/server/escalation.ts on an ordinary minute: the terms, and seven empty
   * queries (orders placed before `nextStepAt`, orders due a step, lists due
   * a step, lists and their media past `deleteAt`, and the shops' and chats'
   * digests due).
   */
  escalationSweep: { reads: 8, writes: 0, calls: 1 },
} as const;

/** Estimated: the outbox's re-drive every 10 minutes (functions/src/index.ts), one query that finds nothing. */
export const perTenMinutes = { outboxSweep: { reads: 1, writes: 0, calls: 1 } } as const;

const add = (...works: Work[]): Work => ({
  reads: works.reduce((sum, work) => sum + work.reads, 0),
  writes: works.reduce((sum, work) => sum + work.writes, 0),
  calls: works.reduce((sum, work) => sum + work.calls, 0),
});
const times = (work: Work, n: number): Work => ({
  reads: work.reads * n,
  writes: work.writes * n,
  calls: work.calls * n,
});

/** One whole order, counted and estimated. */
export function perOrder(): Work {
  const { alerts, ...steps } = orderLife;
  return add(
    ...Object.values(steps),
    times(alerts.each, alerts.count),
    ...Object.values(estimates),
  );
}

/** What runs every day with no order at all. */
export const perDay = (): Work =>
  add(times(perMinute.escalationSweep, 24 * 60), times(perTenMinutes.outboxSweep, 24 * 6));

/**
 * Published prices and free tiers, in US dollars, as of November 2026
 * (docs/scale.md names the pages). Firestore's free quota is per day,
 * Cloud Run functions' per month.
 */
export const prices = {
  firestore: {
    perHundredThousandReads: 0.03,
    perHundredThousandWrites: 0.09,
    freeReadsPerDay: 50_000,
    freeWritesPerDay: 20_000,
  },
  functions: {
    perMillionCalls: 0.4,
    perVcpuSecond: 0.000024,
    perGibSecond: 0.0000025,
    freeCallsPerMonth: 2_000_000,
    freeVcpuSecondsPerMonth: 180_000,
    freeGibSecondsPerMonth: 360_000,
  },
} as const;

/**
 * Estimated: each call holds its instance (1 vCPU, 256 MiB: the callables'
 * options in functions/src/https-callables.ts) for about half a second: a
 * transaction of a dozen reads in the same region, or one message to Telegram.
 */
export const SECONDS_PER_CALL = 0.5;
export const GIB_PER_INSTANCE = 0.25;
export const VCPUS_PER_INSTANCE = 1;
export const DAYS_PER_MONTH = 30;
/** Rupees to the dollar, for a rough figure in the town's money. */
export const RUPEES_PER_DOLLAR = 88;

export interface MonthlyCost extends Work {
  ordersPerDay: number;
  gibSeconds: number;
  vcpuSeconds: number;
  firestoreDollars: number;
  functionsDollars: number;
}

export function monthlyCost(ordersPerDay: number): MonthlyCost {
  const day = add(times(perOrder(), ordersPerDay), perDay());
  const { firestore, functions } = prices;
  const paidReads = Math.max(0, day.reads - firestore.freeReadsPerDay) * DAYS_PER_MONTH;
  const paidWrites = Math.max(0, day.writes - firestore.freeWritesPerDay) * DAYS_PER_MONTH;
  const month = times(day, DAYS_PER_MONTH);
  const vcpuSeconds = month.calls * SECONDS_PER_CALL * VCPUS_PER_INSTANCE;
  const gibSeconds = month.calls * SECONDS_PER_CALL * GIB_PER_INSTANCE;
  const beyond = (used: number, free: number) => Math.max(0, used - free);
  return {
    ordersPerDay,
    ...month,
    gibSeconds,
    vcpuSeconds,
    firestoreDollars:
      (paidReads / 100_000) * firestore.perHundredThousandReads +
      (paidWrites / 100_000) * firestore.perHundredThousandWrites,
    functionsDollars:
      (beyond(month.calls, functions.freeCallsPerMonth) / 1_000_000) * functions.perMillionCalls +
      beyond(vcpuSeconds, functions.freeVcpuSecondsPerMonth) * functions.perVcpuSecond +
      beyond(gibSeconds, functions.freeGibSecondsPerMonth) * functions.perGibSecond,
  };
}

/** A Markdown table laid out as Prettier lays it out, so the doc can hold it verbatim. */
function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(3, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const money = (dollars: number) =>
  `$${dollars.toFixed(2)} (₹${Math.round(dollars * RUPEES_PER_DOLLAR).toLocaleString('en-US')})`;

/** Each step of an order's life, as docs/scale.md shows it. */
export function orderTable(): string {
  const { alerts, ...steps } = orderLife;
  const row = (name: string, work: Work, how: string) => [
    name,
    String(work.reads),
    String(work.writes),
    String(work.calls),
    how,
  ];
  return markdownTable([
    ['step', 'reads', 'writes', 'calls', 'how'],
    ...Object.entries(steps).map(([name, work]) => row(name, work, 'counted')),
    row(`alerts (${alerts.count})`, times(alerts.each, alerts.count), 'counted'),
    ...Object.entries(estimates).map(([name, work]) => row(name, work, 'estimated')),
    row('**one order**', perOrder(), ''),
    row('escalationSweep, a minute', perMinute.escalationSweep, 'counted'),
    row('outboxSweep, 10 minutes', perTenMinutes.outboxSweep, 'estimated'),
  ]);
}

/** The bill a month at 50, 500 and 5,000 orders a day, as docs/scale.md shows it. */
export function costsTable(): string {
  return markdownTable([
    [
      'orders a day',
      'reads a month',
      'writes a month',
      'calls a month',
      'vCPU-s',
      'GiB-s',
      'Firestore',
      'Functions',
    ],
    ...[50, 500, 5_000].map((ordersPerDay) => {
      const month = monthlyCost(ordersPerDay);
      return [
        count(ordersPerDay),
        count(month.reads),
        count(month.writes),
        count(month.calls),
        count(month.vcpuSeconds),
        count(month.gibSeconds),
        money(month.firestoreDollars),
        money(month.functionsDollars),
      ];
    }),
  ]);
}
