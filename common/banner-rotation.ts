// How often Home's banner moves on (SPEC §5: every 2 seconds), on a module of its own: the islands'
// runtime, which every public page loads, reads it to fetch the next picture ahead
// (web/src/islands/banner-pictures-ahead.ts), and importing it from constants.ts would bring every
// other constant into that runtime.
export const BANNER_ROTATION_MS = 2000;
