/** Small real image files for upload tests (server and browser journeys): see server/seed/records/images.ts. */
export { solidPng, tinyPdf } from '../../server/seed/records/images'
