/** Replaced at build time (vite.config.ts, `ARENA_BUILD_ID`): which deploy this bundle is. */
declare const __ARENA_BUILD_ID__: string;

/**
 * Lives in the entry chunk (main.tsx marks `<html data-build>` with it), so a new id changes the precached shell and
 * with it `/sw.js`: browsers then install the new worker.
 */
export const BUILD_ID = typeof __ARENA_BUILD_ID__ === 'string' ? __ARENA_BUILD_ID__ : 'dev';
