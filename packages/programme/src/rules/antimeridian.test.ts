// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flatPolygons, type PolygonRings } from './antimeridian';

/** Every edge of every ring: none may cross the map from one side to the other. */
const longestStep = (polygons: PolygonRings[]) =>
  Math.max(
    ...polygons.flatMap((polygon) =>
      polygon.flatMap((ring) => ring.slice(1).map((point, index) => Math.abs(point[0]! - ring[index]![0]!))),
    ),
  );

describe('flatPolygons', () => {
  // An island across the antimeridian, as world-atlas stitches it (Wrangel Island's shape).
  const island: PolygonRings = [
    [
      [178, 71],
      [180, 71.5],
      [-178, 71.4],
      [-177, 71],
      [-180, 70.8],
      [178, 71],
    ],
  ];

  it('draws a polygon that crosses the antimeridian without an edge across the world, on both sides of the map', () => {
    const flat = flatPolygons([island]);
    expect(longestStep(flat)).toBeLessThan(10);
    expect(flat).toHaveLength(2);
    expect(flat[0]![0]!.map(([longitude]) => longitude)).toEqual([178, 180, 182, 183, 180, 178]);
    expect(flat[1]![0]!.map(([longitude]) => longitude)).toEqual([-182, -180, -178, -177, -180, -182]);
  });

  it('keeps the latitudes', () => {
    expect(flatPolygons([island])[0]![0]!.map(([, latitude]) => latitude)).toEqual([71, 71.5, 71.4, 71, 70.8, 71]);
  });

  it('leaves alone a polygon that does not cross, and a ring round a pole, which crosses once', () => {
    const iceland: PolygonRings = [
      [
        [-24, 65],
        [-13, 65],
        [-18, 66.5],
        [-24, 65],
      ],
    ];
    const antarctica: PolygonRings = [
      [
        [-180, -84],
        [0, -70],
        [179.6, -84.3],
        [-180, -84],
      ],
    ];
    expect(flatPolygons([iceland, antarctica])).toEqual([iceland, antarctica]);
  });
});
