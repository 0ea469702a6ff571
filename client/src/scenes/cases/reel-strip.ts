/**
 * The opening reel's strip: `before` filler tiles, the server's skin, then a few more so the strip never ends in
 * view. The fillers and where inside the winning tile the marker stops are only looks: they come from a small
 * generator seeded by the bet id, so a re-render (or another tab) draws the same strip; the winner is always the
 * server's slot.
 */
export interface ReelStrip {
  slots: number[];
  winnerIndex: number;
  /** Where the marker stops inside the winning tile, from −0.35 to 0.35 of its width around its centre. */
  landing: number;
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator of floats in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function reelStrip(slotCount: number, winnerSlot: number, betId: string, before: number, after = 6): ReelStrip {
  if (slotCount < 1 || winnerSlot < 0 || winnerSlot >= slotCount)
    throw new RangeError('the winning slot must be one of the case');
  const random = generator(seedOf(betId));
  const filler = (count: number) => Array.from({ length: count }, () => Math.floor(random() * slotCount));
  const slots = [...filler(before), winnerSlot, ...filler(after)];
  return { slots, winnerIndex: before, landing: (random() - 0.5) * 0.7 };
}

/** The strip's shift (px, leftwards) that puts the marker (the viewport's centre) on the winning tile at `landing`. */
export function reelOffset(strip: ReelStrip, tileWidth: number, gap: number, viewportWidth: number): number {
  const step = tileWidth + gap;
  return strip.winnerIndex * step + tileWidth / 2 + strip.landing * tileWidth - viewportWidth / 2;
}
