// Great-circle distance for EC 261/2004 Art. 7(1) and its siblings.
//
// Method: the geodesic on the WGS84 ellipsoid, by Vincenty's inverse formula (T. Vincenty, "Direct
// and inverse solutions of geodesics on the ellipsoid", Survey Review 23(176), 1975), to 1 mm.
// Why: the CJEU says "great circle route" (Bossen C-559/16) without naming an earth model, and
// airlines, claim services and Great Circle Mapper publish ellipsoidal figures; the peer suites'
// expected distances (LHR–JFK 5555 km, CDG–DXB 5245 km) match this and not the spherical formula,
// which differs by up to 0.5% (research/domain.md §1.2). Near band edges the methods disagree,
// so callers flag distances within BORDERLINE_KM of an edge.
//
// Vincenty does not converge for nearly antipodal points (e.g. Madrid–Auckland); there we fall
// back to the spherical formula with the mean radius. Such routes are ~20,000 km, far from any edge.

export interface LatLon {
  latitude: number;
  longitude: number;
}

const WGS84_A = 6378137; // semi-major axis, m
const WGS84_F = 1 / 298.257223563; // flattening
const WGS84_B = WGS84_A * (1 - WGS84_F);
const MEAN_EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius, for the fallback only

const toRadians = (deg: number): number => (deg * Math.PI) / 180;

/** Geodesic distance in kilometres between two points on the WGS84 ellipsoid. */
export function distanceKm(from: LatLon, to: LatLon): number {
  return vincentyKm(from, to) ?? sphericalKm(from, to);
}

function vincentyKm(from: LatLon, to: LatLon): number | undefined {
  const L = toRadians(to.longitude - from.longitude);
  const U1 = Math.atan((1 - WGS84_F) * Math.tan(toRadians(from.latitude)));
  const U2 = Math.atan((1 - WGS84_F) * Math.tan(toRadians(to.latitude)));
  const sinU1 = Math.sin(U1),
    cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2),
    cosU2 = Math.cos(U2);

  let lambda = L;
  for (let iteration = 0; iteration < 200; iteration++) {
    const sinLambda = Math.sin(lambda),
      cosLambda = Math.cos(lambda);
    const sinSigma = Math.hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda);
    if (sinSigma === 0) return 0; // same point
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    const cos2Alpha = 1 - sinAlpha * sinAlpha;
    // On the equator cos2Alpha is 0 and the term vanishes.
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (WGS84_F / 16) * cos2Alpha * (4 + WGS84_F * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda = L + (1 - C) * WGS84_F * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - previous) < 1e-12) {
      const u2 = (cos2Alpha * (WGS84_A * WGS84_A - WGS84_B * WGS84_B)) / (WGS84_B * WGS84_B);
      const A = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const B = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const deltaSigma =
        B *
        sinSigma *
        (cos2SigmaM +
          (B / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
      return (WGS84_B * A * (sigma - deltaSigma)) / 1000;
    }
  }
  return undefined;
}

/** Haversine on a sphere of the IUGG mean radius. */
export function sphericalKm(from: LatLon, to: LatLon): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
