import { screen, waitFor, within } from '@testing-library/react';
import { collections, configDocs } from '../../../lib/models';
import { formatIndianMobile } from '../../../lib/phone';
import { defaultOrderingTerms } from '../../../lib/model-schemas';
import {
  makeTownFile,
  readTownFile,
  townFileText,
  townFileVersion,
  type TownRecord,
} from '../../../lib/town-file-format';
import { slow } from '../../../testing/render';
import { placeTestOrder, seededCourier, seededRiceIds } from '../../../testing/staff-fixtures';
import { adminTestSession, renderSection } from '../admin-screen-testing';
import { adminCollections } from '../sections';
import { townBackupType } from './section';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

/** /admin/backup, among the admin's pages, as the admin gate shows it. */
const renderBackup = () => renderSection(townBackupType);

it('has a place no admin section takes', () => {
  expect(adminCollections().map((config) => config.type)).not.toContain(townBackupType);
});

/** The files the screen hands the browser to download. */
function capturedDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:town';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return files;
}

const neighbourhood = (index: number): TownRecord => ({
  collection: collections.neighbourhoods,
  id: `restored-${String(index).padStart(3, '0')}`,
  data: {
    name: `Restored Para ${index}`,
    nameBn: 'নতুন পাড়া',
    nameHi: 'नया मोहल्ला',
    deliveryFee: 15_00,
    keywords: ['restored'],
  },
});

const fileOf = (text: string) =>
  new File([text], 'town-2026-11-27.json', { type: 'application/json' });

describe('the town backup screen', () => {
  it('exports the town as one town file its own screens can read', async () => {
    const downloads = capturedDownloads();
    const { user } = renderBackup();
    await user.click(await screen.findByRole('button', { name: 'Export the town' }, slow));
    const status = await screen.findByText(
      /^Saved [\d,]+ records as town-\d{4}-\d\d-\d\d\.json\.$/,
      {},
      slow,
    );
    expect(status).toBeInTheDocument();

    expect(downloads).toHaveLength(1);
    const reading = readTownFile(await (downloads[0] as Blob).text());
    if (!reading.ok) throw new Error(reading.refusal.kind);
    expect(reading.problems).toEqual([]);
    const inFile = reading.counts.map((entry) => entry.collection);
    expect(inFile).toEqual(
      expect.arrayContaining([collections.shops, collections.products, collections.config]),
    );
    expect(inFile).not.toContain(collections.orders);
    expect(status.textContent).toContain(reading.records.length.toLocaleString('en-IN'));
  });

  it('exports the customers’ orders only when asked, each as its model reads it', async () => {
    const [riceId] = seededRiceIds;
    if (!riceId) throw new Error('No seeded rice.');
    const { orderId } = await placeTestOrder(handle, riceId);
    const downloads = capturedDownloads();
    const exported = async () => {
      const reading = readTownFile(await (downloads.at(-1) as Blob).text());
      if (!reading.ok) throw new Error(reading.refusal.kind);
      expect(reading.problems).toEqual([]);
      return reading.records;
    };
    const { user } = renderBackup();
    const exportButton = await screen.findByRole('button', { name: 'Export the town' }, slow);
    await user.click(exportButton);
    await waitFor(() => expect(downloads).toHaveLength(1), slow);
    expect((await exported()).map((record) => record.collection)).not.toContain(collections.orders);

    await user.click(
      screen.getByRole('checkbox', { name: 'Include the customers’ orders and bookings' }),
    );
    await user.click(exportButton);
    await waitFor(() => expect(downloads).toHaveLength(2), slow);
    // Saved under a name of its own, so it never takes the place of the backup without orders.
    expect(
      await screen.findByText(
        /^Saved [\d,]+ records as town-with-orders-\d{4}-\d\d-\d\d\.json\.$/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(await exported()).toContainEqual(
      expect.objectContaining({ collection: collections.orders, id: orderId }),
    );
  }, 20_000);

  it('previews a file, asks before writing, and writes it in batches with progress', async () => {
    const records: TownRecord[] = [
      {
        collection: collections.config,
        id: configDocs.ordering,
        data: { ...defaultOrderingTerms, deliveryFee: 35_00 },
      },
      ...Array.from({ length: 450 }, (_, index) => neighbourhood(index)),
    ];
    const { user } = renderBackup();
    await user.upload(
      await screen.findByLabelText('Choose a town backup file', {}, slow),
      fileOf(townFileText(makeTownFile(records, new Date('2026-11-27T01:30:00Z')))),
    );

    const table = await screen.findByRole('table', {}, slow);
    expect(within(table).getByRole('row', { name: 'Settings 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Neighbourhoods 450' })).toBeInTheDocument();
    // Nobody is sent to a terminal.
    expect(document.body).not.toHaveTextContent('npm run');

    await user.click(screen.getByRole('button', { name: 'Restore 451 records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the town from this file?' });
    // The seeded town is not empty.
    expect(dialog).toHaveTextContent(
      'This town already has records. Each record with the same id as one in the file is replaced by the file’s; the others stay as they are. 451 records will be written.',
    );
    const seen: string[] = [];
    const status = screen.getAllByRole('status').at(-1) as HTMLElement;
    const observer = new MutationObserver(() => seen.push(status.textContent ?? ''));
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(status).toHaveTextContent('Restored 451 records.'), slow);
    observer.disconnect();
    expect(seen).toContain('Wrote 400 of 451');
    const { serverStore } = handle.internals;
    expect((await serverStore.get(collections.neighbourhoods, 'restored-449'))?.data).toEqual(
      neighbourhood(449).data,
    );
    expect((await serverStore.get(collections.config, configDocs.ordering))?.data).toMatchObject({
      deliveryFee: 35_00,
    });
  }, 20_000);

  it('restores a rider’s cash, limit and ledger through the server, which holds the balance to its ledger', async () => {
    const { serverStore } = handle.internals;
    const held = await serverStore.get(collections.riderCash, seededCourier.uid);
    if (!held) throw new Error('The seeded courier holds no cash.');
    const at = new Date('2026-11-20T10:00:00Z');
    const line = (id: string, amount: number): TownRecord => ({
      collection: collections.cashLedger,
      id,
      data: {
        riderUid: 'rider-from-file',
        kind: 'delivered',
        amount,
        at,
        byUid: 'admin',
        byName: 'Mitali Sen',
        balanceAfter: amount,
      },
    });
    const cash = (uid: string, balance: number): TownRecord => ({
      collection: collections.riderCash,
      id: uid,
      data: { riderName: 'Bablu Das', balance, limit: 800_00, updatedAt: at },
    });
    const { user } = renderBackup();
    const input = await screen.findByLabelText('Choose a town backup file', {}, slow);

    // The seeded courier's balance in a file without their ledger: refused before anything is written.
    await user.upload(input, fileOf(townFileText(makeTownFile([cash(seededCourier.uid, 0)], at))));
    const problems = await screen.findByRole('alert', {}, slow);
    expect(problems).toHaveTextContent(
      /Bablu Das holds ₹0\.00 in the file, but their cash records add up to ₹[\d,]+\.\d\d: nothing of their cash is restored until the two agree\./,
    );
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();

    await user.upload(
      input,
      fileOf(
        townFileText(
          makeTownFile(
            [cash('rider-from-file', 300_00), line('line-1', 120_00), line('line-2', 180_00)],
            at,
          ),
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Restore 3 records' }, slow));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByText('Restored 3 records.', {}, slow)).toBeInTheDocument();
    expect((await serverStore.get(collections.riderCash, 'rider-from-file'))?.data).toMatchObject({
      balance: 300_00,
      limit: 800_00,
    });
    expect(await serverStore.get(collections.cashLedger, 'line-2')).not.toBeNull();
    expect((await serverStore.get(collections.riderCash, seededCourier.uid))?.data).toEqual(
      held.data,
    );
  }, 20_000);

  it('names every staff account the file makes or changes, and restores no admin', async () => {
    const { serverStore } = handle.internals;
    const courier = await serverStore.get(collections.delivery, seededCourier.uid);
    if (!courier) throw new Error('No seeded courier.');
    const records: TownRecord[] = [
      {
        collection: collections.admins,
        id: 'a-stranger',
        data: { name: 'Stranger', email: 'stranger@example.com', role: 'admin' },
      },
      {
        collection: collections.delivery,
        id: 'new-rider',
        data: { name: 'Rana Sheikh', phone: '9830011111', active: true },
      },
      {
        collection: collections.delivery,
        id: seededCourier.uid,
        data: { ...courier.data, active: false },
      },
    ];
    const { user } = renderBackup();
    await user.upload(
      await screen.findByLabelText('Choose a town backup file', {}, slow),
      fileOf(townFileText(makeTownFile(records, new Date()))),
    );
    const accounts = await screen.findByRole(
      'region',
      { name: 'Staff accounts in this file' },
      slow,
    );
    expect(accounts).toHaveTextContent(
      'Rana Sheikh (delivery person · 98300 11111): a new account here',
    );
    expect(accounts).toHaveTextContent(
      `${String(courier.data['name'])} (delivery person · ${formatIndianMobile(String(courier.data['phone']))}): changes the account here`,
    );
    expect(accounts).toHaveTextContent(
      'Admins are never restored from this screen, so no file can make anyone an admin here.',
    );
    expect(accounts).toHaveTextContent('Stranger (admin · stranger@example.com): not restored');

    await user.click(screen.getByRole('button', { name: 'Restore 2 records' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByText('Restored 2 records.', {}, slow)).toBeInTheDocument();
    expect(await serverStore.get(collections.admins, 'a-stranger')).toBeNull();
    expect((await serverStore.get(collections.delivery, 'new-rider'))?.data).toMatchObject({
      name: 'Rana Sheikh',
    });
  }, 20_000);

  it('refuses a backup over 5 MB before reading it, saying what to do instead', async () => {
    const { user } = renderBackup();
    const big = fileOf('x'.repeat(5 * 1024 * 1024 + 1));
    const read = vi.spyOn(big, 'text');
    await user.upload(await screen.findByLabelText('Choose a town backup file', {}, slow), big);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This file is 5.0 MB; this screen restores town backups of up to 5 MB. Export the town again without the customers’ orders, and restore that file.',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a file from a newer version, and names a wrong record without writing anything', async () => {
    const { user } = renderBackup();
    const input = await screen.findByLabelText('Choose a town backup file', {}, slow);
    const newer = { ...makeTownFile([neighbourhood(1)], new Date()), version: townFileVersion + 1 };
    await user.upload(input, fileOf(JSON.stringify(newer)));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      `This file was made by a newer version of the app (version ${townFileVersion + 1}); this app reads up to version ${townFileVersion}. Update the app, then restore it.`,
    );

    const wrong = makeTownFile([neighbourhood(901), neighbourhood(902)], new Date());
    const second = wrong.collections['neighbourhoods']?.[1];
    if (second) second.data['deliveryFee'] = 'free';
    await user.upload(input, fileOf(JSON.stringify(wrong)));
    const problems = await screen.findByRole('alert', {}, slow);
    expect(problems).toHaveTextContent(
      /Neighbourhoods: record “restored-902”, field “deliveryFee”: /,
    );
    expect(problems).toHaveTextContent('Nothing is restored while the file has these problems.');
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
    expect(
      await handle.internals.serverStore.get(collections.neighbourhoods, 'restored-901'),
    ).toBeNull();
  });
});
