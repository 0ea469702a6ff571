import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CASE_RULES } from '@arena/schemas';
import { reelOffset, reelStrip } from './reel-strip';
import styles from './reel.module.css';

export interface ReelTile {
  slot: number;
  name: string;
  iconUrl: string;
  color: string;
}

const TILE = 112;
const GAP = 8;

/**
 * A horizontal reel (CSS transform) that runs for CASE_RULES.reelMs and stops with the centre marker on the
 * server's skin. `onLanded` fires once, when the transition ends (or by timer, if the tab was hidden).
 */
export function CaseReel({
  tiles,
  winnerSlot,
  betId,
  onLanded,
}: {
  tiles: readonly ReelTile[];
  winnerSlot: number;
  betId: string;
  onLanded: () => void;
}) {
  const strip = useMemo(
    () => reelStrip(tiles.length, winnerSlot, betId, CASE_RULES.reelTilesBefore),
    [tiles.length, winnerSlot, betId],
  );
  const viewport = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [landed, setLanded] = useState(false);
  const landedRef = useRef(false);
  const bySlot = useMemo(() => new Map(tiles.map((tile) => [tile.slot, tile])), [tiles]);

  const onLandedRef = useRef(onLanded);
  onLandedRef.current = onLanded;
  const land = useMemo(
    () => () => {
      if (landedRef.current) return;
      landedRef.current = true;
      setLanded(true);
      onLandedRef.current();
    },
    [],
  );

  useLayoutEffect(() => {
    const width = viewport.current?.clientWidth ?? 600;
    // Start from rest, then move on the next frame so the transition runs.
    const frame = requestAnimationFrame(() => setOffset(reelOffset(strip, TILE, GAP, width)));
    return () => cancelAnimationFrame(frame);
  }, [strip]);

  useEffect(() => {
    const timer = setTimeout(land, CASE_RULES.reelMs + 400);
    return () => clearTimeout(timer);
  }, [strip, land]);

  return (
    <div className={styles.reel} ref={viewport} data-testid="case-reel" data-landed={landed} data-slot={winnerSlot}>
      <div
        className={styles.strip}
        style={{ transform: `translateX(${-offset}px)`, transitionDuration: `${CASE_RULES.reelMs}ms`, gap: `${GAP}px` }}
        onTransitionEnd={land}
      >
        {strip.slots.map((slot, index) => {
          const tile = bySlot.get(slot);
          const winner = index === strip.winnerIndex;
          return (
            <div
              key={index}
              className={`${styles.tile} ${winner && landed ? styles.winner : ''}`}
              style={{ width: `${TILE}px`, borderBottomColor: tile?.color }}
              data-testid={winner ? 'case-reel-winner' : undefined}
              data-slot={slot}
            >
              {tile && <img src={tile.iconUrl} alt="" className={styles.icon} />}
              <span className={styles.name}>{tile?.name}</span>
            </div>
          );
        })}
      </div>
      <div className={styles.marker} data-testid="case-reel-marker" aria-hidden="true" />
    </div>
  );
}
