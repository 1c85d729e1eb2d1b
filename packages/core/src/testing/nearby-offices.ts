import { seededRandom } from '../../../../test/seeded-random.js';
import type { CellOffice } from '../pincode/nearby-cells.js';
import { greatCircleKm } from '../pincode/nearest.js';

/** Offices clustered like India's, plus a few anywhere on Earth: beside the poles and the antimeridian too; and a random source for points. */
export function nearbyOffices(seed: number): { offices: CellOffice[]; between(low: number, high: number): number; random(): number } {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const offices: CellOffice[] = Array.from({ length: 3000 }, (_, i): CellOffice => {
    const [lat, lon] = i % 10 === 0 ? [between(-90, 90), between(-180, 180)] : [between(8, 35), between(70, 95)];
    return [Number(lat.toFixed(4)), Number(lon.toFixed(4)), String(100000 + Math.floor(i / 3)), i % 3];
  });
  offices.push([89.95, 179.9, '999001', 0], [89.95, -179.9, '999002', 0], [-89.9, 0, '999003', 0], [0.1, 179.99, '999004', 0], [0.1, -179.99, '999005', 0]);
  return { offices, between, random };
}

/** Every office by distance, ties in PIN code order then office order, as the API orders them: `PIN/place km`. */
export function bruteForceNearest(offices: readonly CellOffice[], lat: number, lon: number, limit: number): string[] {
  return offices
    .map((office) => ({ office, km: greatCircleKm(lat, lon, office[0], office[1]) }))
    .sort((a, b) => a.km - b.km || (a.office[2] < b.office[2] ? -1 : a.office[2] > b.office[2] ? 1 : a.office[3] - b.office[3]))
    .slice(0, limit)
    .map(({ office, km }) => `${office[2]}/${office[3]} ${km}`);
}
