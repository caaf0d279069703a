/** dev module — development helpers under /dev (sandbox only, never in production): routes/dev.ts. Nothing for other modules. */
export {}
