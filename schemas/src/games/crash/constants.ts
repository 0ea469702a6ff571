/**
 * docs/product-rules.md §9: crash's edge per variant (classic 7.5%, plus 2%). The crash point's K = (1 − edge) · 1e11
 * (fair/crash-point.ts) is derived from it, so this is the one place the edges are stated.
 */
export const CRASH_HOUSE_EDGE = {
  classic: 0.075,
  plus: 0.02,
} as const;
