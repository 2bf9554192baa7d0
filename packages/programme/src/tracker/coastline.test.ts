// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coastline } from './coastline';

describe('coastline', () => {
  it('has no edge across the whole map but the closing edge of the land round the South Pole', () => {
    const crossingRings = coastline()
      .features.flatMap((land) => (land.geometry.type === 'MultiPolygon' ? land.geometry.coordinates : []))
      .flatMap((polygon) => polygon)
      .filter((ring) => ring.some((point, index) => index > 0 && Math.abs(point[0]! - ring[index - 1]![0]!) > 180));
    expect(crossingRings.length).toBeGreaterThan(0);
    for (const ring of crossingRings) expect(Math.max(...ring.map(([, latitude]) => latitude!))).toBeLessThan(-60);
  });

  it('draws Chukotka on both edges of the map', () => {
    const outlines = coastline().features.flatMap((land) =>
      land.geometry.type === 'MultiPolygon' ? land.geometry.coordinates.map((polygon) => polygon[0]!) : [],
    );
    const reaches = (longitude: number) =>
      outlines.some((ring) => ring.some(([x, y]) => Math.abs(x! - longitude) < 1 && y! > 64 && y! < 70));
    expect(reaches(-175)).toBe(true);
    expect(reaches(185)).toBe(true);
  });
});
