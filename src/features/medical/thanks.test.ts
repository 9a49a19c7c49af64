import { thanksFrom } from './thanks';

const who = { name: 'Rina Das', phone: '9812345670', reference: 'BK-123456', code: 'K7PX3M' };

describe('the thank-you’s navigation state', () => {
  it('reads each kind of request a medical form hands over', () => {
    const states = [
      {
        kind: 'appointment',
        doctor: { name: 'Dr. Rina Ghosh', nameBn: 'ডা. রিনা ঘোষ' },
        date: '2026-12-01',
        ...who,
      },
      {
        kind: 'labTest',
        tests: [
          { name: 'Blood sugar (fasting)', nameBn: 'রক্তে শর্করা (খালি পেটে)' },
          { name: 'CBC' },
        ],
        total: 330,
        date: '2026-12-01',
        slot: '07:00',
        ...who,
      },
      { kind: 'medicine', medicines: 3, ...who },
      { kind: 'assist', need: 'blood', bloodGroup: 'O+', ...who },
    ];
    for (const state of states) expect(thanksFrom(state), state.kind).toEqual(state);
  });

  it('is nothing when the state is stale, hand-made or of another page', () => {
    for (const state of [
      null,
      'thanks',
      { ...who },
      { kind: 'appointment', date: '2026-12-01', ...who },
      { kind: 'labTest', tests: [], total: 0, date: '2026-12-01', slot: '07:00', ...who },
      { kind: 'labTest', tests: 2, total: 330, date: '2026-12-01', slot: '07:00', ...who },
      { kind: 'medicine', medicines: 1.5, ...who },
      { kind: 'assist', need: 'taxi', bloodGroup: '', ...who },
      { kind: 'medicine', medicines: 3, name: 'Rina Das' },
      { kind: 'medicine', medicines: 3, name: 'Rina Das', phone: '9812345670' },
      { kind: 'refund', ...who },
    ]) {
      expect(thanksFrom(state), JSON.stringify(state)).toBeNull();
    }
  });
});
