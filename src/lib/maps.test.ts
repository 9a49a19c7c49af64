// @vitest-environment node
import { mapsSearchUrl } from './maps';

describe('mapsSearchUrl', () => {
  it('joins the address, landmark and town and encodes them', () => {
    expect(
      mapsSearchUrl('12 Station Road', 'near the level crossing', 'Nabagram, West Bengal'),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Station%20Road%2C%20near%20the%20level%20crossing%2C%20Nabagram%2C%20West%20Bengal',
    );
  });

  it('leaves out empty parts and encodes & and #', () => {
    expect(mapsSearchUrl('Flat 3 & 4, Block #2', ' ', 'Town')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Flat%203%20%26%204%2C%20Block%20%232%2C%20Town',
    );
  });
});
