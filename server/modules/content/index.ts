/**
 * content module — doctors and studios (routes.ts: /zeus doctors; studio.routes.ts: /studio-patient studios).
 * Nothing of it is used by other modules yet; its views come from page-builder today.
 */
export {}
