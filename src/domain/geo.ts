/**
 * Distances between places (issue 14: hospitals near the patient, SPEC §7 seek/myNear). Great-circle distance on
 * a sphere of the Earth's mean radius (haversine); coordinates in degrees (GCJ-02 as the map SDKs give them: the
 * offset to WGS-84 is a few hundred metres, well below what "near me" needs).
 */

const EARTH_RADIUS_M = 6_371_008.8
const rad = (d: number) => (d * Math.PI) / 180

export interface LatLng {
  latitude: number
  longitude: number
}

/** metres between two points */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** a valid coordinate pair (latitude -90..90, longitude -180..180, finite) */
export const isLatLng = (p: Partial<LatLng> | null | undefined): p is LatLng =>
  !!p &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude as number) <= 90 &&
  Math.abs(p.longitude as number) <= 180

/** a distance as shown: 850m, 1.2km, 12km */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(0, Math.round(meters))}m`
  const km = meters / 1000
  return km < 10 ? `${km.toFixed(1)}km` : `${Math.round(km)}km`
}
