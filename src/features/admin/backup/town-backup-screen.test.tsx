import { screen, waitFor, within } from '@testing-library/react';
import { collections, configDocs } from '../../../lib/models';
import { defaultOrderingTerms } from '../../../lib/model-schemas';
import {
  makeTownFile,
  readTownFile,
  townFileText,
  townFileVersion,
  type TownRecord,
} from '../../../lib/town-file';
import { slow } from '../../../testing/render';
import { placeTestOrder, seededCourier, seededRiceIds } from '../../../testing/staff-fixtures';
import { adminTestSession, renderSection } from '../admin-screen-testing';
import { adminCollections } from '../config/collections';
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
      await screen.findByText(/^Saved [\d,]+ records as town-with-orders-\d{4}-\d\d-\d\d\.json\.$/),
    ).toBeInTheDocument();
    expect(await exported()).toContainEqual(
      expect.objectContaining({ collection: collections.orders, id: orderId }),
    );
  });

  it('previews a file, asks before writing, and writes it in batches with progress', async () => {
    const records: TownRecord[] = [
      {
        collection: collections.config,
        id: configDocs.ordering,
        data: { ...defaultOrderingTerms, deliveryFee: 35_00 },
      },
      ...Array.from({ length: 450 }, (_, index) => neighbourhood(index)),
      {
        collection: collections.riderCash,
        id: seededCourier.uid,
        data: { riderName: seededCourier.name, balance: 0, limit: 2000_00, updatedAt: new Date() },
      },
    ];
    const { user } = renderBackup();
    await user.upload(
      await screen.findByLabelText('Choose a town backup file', {}, slow),
      fileOf(townFileText(makeTownFile(records, new Date('2026-11-27T01:30:00Z')))),
    );

    const table = await screen.findByRole('table', {}, slow);
    expect(within(table).getByRole('row', { name: 'Settings 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Neighbourhoods 450' })).toBeInTheDocument();
    const leftOut = screen.getByText(
      /^1 record only the server may write .* is left out here. Restore it on the server with this command:/,
    );
    expect(leftOut).toHaveTextContent(/with this command:npm run town -- import FILE$/);

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
    // The rider's cash is the server's: left as it was.
    expect(
      (await serverStore.get(collections.riderCash, seededCourier.uid))?.data,
    ).not.toMatchObject({
      balance: 0,
    });
  });

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
