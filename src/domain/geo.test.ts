import { distanceMeters, formatDistance, isLatLng } from './geo'

test.each([
  // Beijing Tiananmen -> Shanghai People's Square: about 1067 km
  [{ latitude: 39.9087, longitude: 116.3975 }, { latitude: 31.2304, longitude: 121.4737 }, 1_067_000, 5_000],
  // the same point
  [{ latitude: 32.0287, longitude: 118.7842 }, { latitude: 32.0287, longitude: 118.7842 }, 0, 0.001],
  // 0.01 degree of latitude: about 1112 m
  [{ latitude: 32, longitude: 118 }, { latitude: 32.01, longitude: 118 }, 1112, 2],
])('distanceMeters(%j, %j) ≈ %d', (a, b, expected, tolerance) => {
  expect(Math.abs(distanceMeters(a, b) - expected)).toBeLessThanOrEqual(tolerance)
  expect(Math.abs(distanceMeters(b, a) - distanceMeters(a, b))).toBeLessThan(1e-6)
})

test.each([
  [0, '0m'],
  [849.6, '850m'],
  [1000, '1.0km'],
  [1249, '1.2km'],
  [9949, '9.9km'],
  [12_400, '12km'],
])('formatDistance(%d) = %s', (m, s) => expect(formatDistance(m)).toBe(s))

test.each([
  [{ latitude: 32, longitude: 118 }, true],
  [{ latitude: 91, longitude: 118 }, false],
  [{ latitude: 32, longitude: -181 }, false],
  [{ latitude: Number.NaN, longitude: 118 }, false],
  [{ latitude: 32 }, false],
  [null, false],
])('isLatLng(%j) = %s', (p, ok) => expect(isLatLng(p as never)).toBe(ok))
