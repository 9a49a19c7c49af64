import { screen, waitFor, within } from '@testing-library/react';
import { demoAccounts } from '../../../backend/demo/seed-town';
import { collections } from '../../../lib/models';
import { parseData } from '../../../lib/model-schemas';
import { riderCashModel } from '../../../lib/cash-ledger';
import { placeTestOrder, seededCourier } from '../../../testing/staff-fixtures';
import { slow } from '../../../testing/render';
import { adminTestSession, renderSection } from '../admin-screen-testing';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();
const [, tapas] = demoAccounts.delivery;
const admin = demoAccounts.admin.name;

const riderCard = (name: string) => screen.findByRole('article', { name }, slow);

const heldBy = async (uid: string) =>
  parseData(
    riderCashModel,
    (await handle.internals.serverStore.get(collections.riderCash, uid))?.data,
  );

/** Lines written as the server writes them, oldest first, with the balance each leaves. */
async function writeLedger(
  uid: string,
  name: string,
  moves: { kind: 'delivered' | 'handedOver'; amount: number; number?: string; daysAgo: number }[],
) {
  let balance = 0;
  for (const [index, move] of moves.entries()) {
    balance += move.kind === 'delivered' ? move.amount : -move.amount;
    await handle.internals.writeDoc(collections.cashLedger, `test-${uid}-${index}`, {
      riderUid: uid,
      kind: move.kind,
      amount: move.amount,
      ...(move.number && { orderNumber: move.number }),
      at: new Date(Date.now() - move.daysAgo * 86_400_000),
      byUid: move.kind === 'delivered' ? uid : demoAccounts.admin.uid,
      byName: move.kind === 'delivered' ? name : admin,
      balanceAfter: balance,
    });
  }
  await handle.internals.writeDoc(collections.riderCash, uid, {
    riderName: name,
    balance,
    limit: null,
    updatedAt: new Date(),
  });
  return balance;
}

describe('the cash delivery persons hold', () => {
  it('shows what each holds, keeps a wrong amount typed, and records a hand-over typed in Bengali digits once its amount and rider are confirmed', async () => {
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(seededCourier.name);
    // The seeded town's rider: yesterday's cash less the hand-over, and this morning's order.
    await waitFor(() => expect(card).toHaveTextContent('Holds ₹221.50 · Limit ₹2,000.00'));

    const amount = within(card).getByLabelText(`Cash received from ${seededCourier.name} (₹)`);
    await user.type(amount, '500');
    await user.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    expect(
      within(card).getByText('They hold only ₹221.50. Type what you received, up to that.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('500');
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '২০০.৫০');
    await user.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    // Asked first, with the amount and the rider's name; "Not yet" writes nothing and keeps the amount.
    const ask = () =>
      screen.getByRole('dialog', { name: `Record ₹200.50 received from ${seededCourier.name}?` });
    expect(ask()).toHaveTextContent(
      `${seededCourier.name} holds ₹221.50 now and will hold ₹21.00. A hand-over is not edited later: a mistake is put right with a correcting line.`,
    );
    await user.click(within(ask()).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await heldBy(seededCourier.uid))?.balance).toBe(221_50);
    expect(amount).toHaveValue('২০০.৫০');

    await user.click(within(card).getByRole('button', { name: 'Record hand-over' }));
    await user.click(within(ask()).getByRole('button', { name: 'Yes, record it' }));
    expect(await within(card).findByRole('status', {}, slow)).toHaveTextContent(
      `Received ₹200.50 from ${seededCourier.name}. They now hold ₹21.00.`,
    );
    await waitFor(() => expect(card).toHaveTextContent('Holds ₹21.00'));
    expect(amount).toHaveValue('');
    expect((await heldBy(seededCourier.uid))?.balance).toBe(21_00);
  });

  it('sets a limit, and no limit when left empty', async () => {
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(seededCourier.name);
    const limit = within(card).getByLabelText(`Most cash ${seededCourier.name} may hold (₹)`);
    await waitFor(() => expect(limit).toHaveValue('2000'));
    await user.clear(limit);
    await user.type(limit, '10');
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(card).toHaveTextContent('Limit ₹10.00'));
    expect(card).toHaveTextContent('At the limit: gets no new cash orders until they hand over.');

    await user.clear(within(card).getByLabelText(/Most cash/));
    await user.click(within(card).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(card).toHaveTextContent('No limit'));
  });

  it('shows every line of a rider’s ledger, earlier days included, with the running balance and a link to each order, a page at a time', async () => {
    // Twenty-four lines over as many days: more than a page.
    const moves = Array.from({ length: 24 }, (_, index) =>
      index % 3 === 2
        ? { kind: 'handedOver' as const, amount: 100_00, daysAgo: 24 - index }
        : {
            kind: 'delivered' as const,
            amount: 75_00,
            number: `TS-7000${String(index).padStart(2, '0')}`,
            daysAgo: 24 - index,
          },
    );
    const balance = await writeLedger(tapas.uid, tapas.name, moves);
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(tapas.name);
    await user.click(within(card).getByText(`Ledger of ${tapas.name}`));
    const ledger = within(card)
      .getByText(/^Every line, newest first/)
      .closest('div') as HTMLElement;
    const lines = async () => within(ledger).findAllByRole('listitem', {}, slow);
    expect(await lines()).toHaveLength(20);
    const [newest] = await lines();
    expect(newest).toHaveTextContent('Handed over to Town Admin');
    expect(newest).toHaveTextContent(`−₹100.00held after: ₹${(balance / 100).toFixed(2)}`);
    // An order's number opens the admin's order list searched for it.
    const order = within(ledger).getByRole('link', { name: 'TS-700022' });
    expect(order).toHaveAttribute('href', '/admin/orders?q=TS-700022');
    expect(order.closest('li')).toHaveTextContent('Order TS-700022 delivered+₹75.00');

    await user.click(within(ledger).getByRole('button', { name: 'Show earlier lines' }));
    await waitFor(async () => expect(await lines()).toHaveLength(24));
    const oldest = (await lines()).at(-1);
    expect(oldest).toHaveTextContent('Order TS-700000 delivered+₹75.00held after: ₹75.00');
    expect(within(ledger).queryByRole('button', { name: 'Show earlier lines' })).toBeNull();
  });

  it('corrects with a line of its own, naming the admin and why, and never changes the line it corrects', async () => {
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(tapas.name);
    const before = (await heldBy(tapas.uid))?.balance ?? 0;
    await user.click(within(card).getByText(`Ledger of ${tapas.name}`));
    const [newest] = await within(card).findAllByRole('listitem', {}, slow);
    if (!newest) throw new Error('no line');
    const newestText = newest.textContent;
    await user.click(within(newest).getByRole('button', { name: /^Correct the line of / }));
    await user.selectOptions(
      within(newest).getByLabelText('The correction'),
      'Adds to what they hold',
    );
    await user.type(within(newest).getByLabelText('Amount (₹)'), '90');
    await user.click(within(newest).getByRole('button', { name: 'Write the correction' }));
    expect(within(newest).getByLabelText('Why')).toHaveAccessibleDescription(
      /Say in a few words why/,
    );
    await user.type(within(newest).getByLabelText('Why'), 'Counted ₹100 for ₹10');
    await user.click(within(newest).getByRole('button', { name: 'Write the correction' }));
    expect(await within(newest).findByRole('status', {}, slow)).toHaveTextContent(
      `Correction written. ${tapas.name} now holds ${'₹'}${((before + 90_00) / 100).toFixed(2)}.`,
    );
    await waitFor(async () =>
      expect((await within(card).findAllByRole('listitem', {}, slow))[0]).toHaveTextContent(
        `Correction by ${admin}: Counted ₹100 for ₹10+₹90.00`,
      ),
    );
    const lines = (await handle.internals.serverStore.query({ collection: collections.cashLedger }))
      .docs;
    const correction = lines.find((doc) => doc.data['kind'] === 'correctionAdd');
    expect(correction?.data).toMatchObject({
      riderUid: tapas.uid,
      amount: 90_00,
      why: 'Counted ₹100 for ₹10',
      corrects: `test-${tapas.uid}-23`,
      byName: admin,
    });
    expect(
      (await handle.internals.serverStore.get(collections.cashLedger, `test-${tapas.uid}-23`))
        ?.data['amount'],
    ).toBe(100_00);
    expect(newestText).toContain('−₹100.00');
  });

  it('lists money owed back until the admin says who got it, asking first', async () => {
    const held = await heldBy(tapas.uid);
    const at = new Date();
    await handle.internals.writeDoc(collections.cashLedger, 'owed-line', {
      riderUid: tapas.uid,
      kind: 'owedBack',
      amount: 150_00,
      orderNumber: 'TS-700099',
      at,
      byUid: demoAccounts.admin.uid,
      byName: admin,
      balanceAfter: held?.balance ?? 0,
    });
    await handle.internals.writeDoc(collections.riderCash, tapas.uid, {
      ...held,
      owed: [{ lineId: 'owed-line', amount: 150_00, orderNumber: 'TS-700099', at }],
    });
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(tapas.name);
    const owed = await within(card).findByRole('region', { name: 'Owed back' }, slow);
    expect(owed).toHaveTextContent(
      `₹150.00 for order TS-700099: handed over, then found paid by UPI. Give it back to the customer, if they paid twice, or to ${tapas.name}, if they handed over cash they never took.`,
    );
    await user.click(within(owed).getByRole('button', { name: 'Given to the customer' }));
    await user.click(
      within(
        screen.getByRole('dialog', {
          name: 'Record ₹150.00 given back to the customer of order TS-700099?',
        }),
      ).getByRole('button', { name: 'Yes, record it' }),
    );
    await waitFor(() =>
      expect(within(card).queryByRole('region', { name: 'Owed back' })).not.toBeInTheDocument(),
    );
    expect((await heldBy(tapas.uid))?.owed).toEqual([]);
    expect(
      (await handle.internals.serverStore.get(collections.cashLedger, 'owed-line-settled'))?.data,
    ).toMatchObject({ kind: 'owedSettled', settledTo: 'customer', byName: admin });
  });

  it('shows a rider’s word that an order was paid by UPI, for the admin to confirm against the shop’s UPI app', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const stored = await handle.internals.serverStore.get(collections.orders, order.orderId);
    await handle.internals.writeDoc(collections.orders, order.orderId, {
      ...stored?.data,
      deliveryUid: tapas.uid,
      upiClaim: { at: new Date(), byUid: tapas.uid, byName: tapas.name, state: 'open' },
    });
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(tapas.name);
    const claims = await within(card).findByRole(
      'region',
      { name: 'Said paid by UPI, waiting for a check' },
      slow,
    );
    expect(claims).toHaveTextContent(`Order ${order.number} · Annapurna Grocery`);
    expect(claims).toHaveTextContent(`${tapas.name} says the customer paid ₹140.00 by UPI.`);
    await user.click(
      within(claims).getByRole('button', { name: `No payment came: order ${order.number}` }),
    );
    await waitFor(() =>
      expect(within(card).queryByRole('region', { name: /^Said paid/ })).toBeNull(),
    );
    expect(
      (await handle.internals.serverStore.get(collections.orders, order.orderId))?.data['upiClaim'],
    ).toMatchObject({ state: 'refused', answeredBy: 'admin' });
  });

  it('says a cash record that fails its model cannot be read, writes nothing over it, and rebuilds it from its ledger', async () => {
    const before = await heldBy(tapas.uid);
    await handle.internals.writeDoc(collections.riderCash, tapas.uid, {
      riderName: tapas.name,
      balance: 'a lot',
    });
    const { user } = renderSection('deliveryPersons');
    const card = await riderCard(tapas.name);
    expect(await within(card).findByRole('alert', {}, slow)).toHaveTextContent(
      'This cash record cannot be read. Nothing is added to it or taken off it, and no cash order is given to them, until you rebuild it from its ledger.',
    );
    expect(card).not.toHaveTextContent('Holds ₹0.00');
    expect(within(card).queryByRole('button', { name: 'Record hand-over' })).toBeNull();
    await user.type(
      within(card).getByLabelText(`Most cash ${tapas.name} may hold (₹), given again`),
      '1500',
    );
    await user.click(within(card).getByRole('button', { name: 'Rebuild from the ledger' }));
    await waitFor(() =>
      expect(card).toHaveTextContent(
        `Holds ₹${((before?.balance ?? 0) / 100).toFixed(2)} · Limit ₹1,500.00`,
      ),
    );
    expect(await heldBy(tapas.uid)).toMatchObject({ balance: before?.balance, limit: 1500_00 });
  });
});
