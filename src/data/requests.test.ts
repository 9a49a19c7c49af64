import { thisBrowserOnTheServer } from '../testing/device';
import { staffTestBackend, testPhone } from '../testing/staff-fixtures';
import { newRequestId, submitRequest } from './requests';

vi.mock('../backend', async (importOriginal) =>
  (await import('../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

describe('a request a form sends', () => {
  it('carries this browser’s secret id, so the number knows this phone from then on', async () => {
    const phone = testPhone();
    await submitRequest('message', newRequestId(), {
      name: 'Asha Roy',
      phone,
      message: 'Is the haat on this Sunday?',
    });
    const { key, knownByPhone, activity } = await thisBrowserOnTheServer(handle, phone);
    expect(knownByPhone).toEqual([key]);
    expect(activity?.requestTimes).toHaveLength(1);
  });
});
