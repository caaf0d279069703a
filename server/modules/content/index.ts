/**
 * content module — doctors and studios (routes/zeus/content.ts, routes/studio-patient/studio.ts).
 * Nothing of it is used by other modules yet; its views come from page-builder today.
 */
export {}
