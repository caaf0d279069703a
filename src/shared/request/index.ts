/**
 * The request layer: the HTTP client (envelope, errors, headers from the stores), streamed text (./stream.ts), asset
 * URLs of the API server and the hospital calls the app store needs at start (hospitalApi). A feature's own API calls
 * live in its api.ts.
 */
export * from './request'
export { streamText, type StreamHandle, type StreamOptions } from './stream'
export { assetUrl } from './assetUrl'
export { getHospitalIndex, getProtocol, PROTOCOL_CODE } from './hospitalApi'
