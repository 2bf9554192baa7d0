// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCoordinates } from './coordinates';

const english = { north: 'N', south: 'S', east: 'E', west: 'W' };
const german = { north: 'N', south: 'S', east: 'O', west: 'W' };

describe('formatCoordinates', () => {
  it('writes degrees to two decimals with their hemisphere', () => {
    expect(formatCoordinates(39.8512, 2.549, 'en-GB', english)).toEqual({ latitude: '39.85° N', longitude: '2.55° E' });
    expect(formatCoordinates(-33.86, -70.65, 'en-GB', english)).toEqual({ latitude: '33.86° S', longitude: '70.65° W' });
  });

  it('uses the guest’s decimal separator and compass letters', () => {
    expect(formatCoordinates(39.85, 2.55, 'de-DE', german)).toEqual({ latitude: '39,85° N', longitude: '2,55° O' });
  });

  it('counts the equator and Greenwich as north and east', () => {
    expect(formatCoordinates(0, 0, 'en-GB', english)).toEqual({ latitude: '0.00° N', longitude: '0.00° E' });
  });
});
