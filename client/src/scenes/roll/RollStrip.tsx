import { useEffect, useMemo, useState } from 'react';
import { landingJitter, landingTile, restingTile, stripOffsetPx, stripTiles } from './strip-geometry';
import styles from './roll-strip.module.css';

export interface RollStripProps {
  roundId: string;
  /** The landed cell while spinning or after, else -1. */
  cell: number;
  /** The previous result, where the strip rests before a spin (-1: none). */
  restCell: number;
  /** ms left of the spin when this cell became known: a viewer arriving mid-spin sees the rest of it. */
  spinMs: number;
  /** True once the strip has landed (the result phase). */
  landed: boolean;
  label: string;
}

/**
 * The roll strip: the wheel's cells scroll under a centred marker and stop on the round's cell (a CSS
 * transform transition; the geometry is strip-geometry.ts, tested). The cell comes from the server.
 */
export function RollStrip({ roundId, cell, restCell, spinMs, landed, label }: RollStripProps) {
  const tiles = useMemo(() => stripTiles(), []);
  const spinning = cell >= 0;
  // Mount at rest, then move on the next frame so the transition plays; arriving after the landing shows it at once.
  const [moved, setMoved] = useState(spinning && landed);
  useEffect(() => {
    if (!spinning) return setMoved(false);
    const frame = requestAnimationFrame(() => setMoved(true));
    return () => cancelAnimationFrame(frame);
  }, [spinning, roundId]);
  const target = spinning && moved ? landingTile(cell) : restingTile(spinning ? cell : restCell);
  const x = stripOffsetPx(target, spinning && moved ? landingJitter(roundId) : 0);
  const animate = spinning && moved && !landed && spinMs > 0;
  return (
    <div
      className={styles.track}
      role="img"
      aria-label={label}
      data-testid="roll-strip"
      data-cell={cell}
      data-landed={spinning && moved && landed}
    >
      <div
        className={styles.strip}
        style={{
          transform: `translateX(-${x}px)`,
          transition: animate ? `transform ${spinMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
        }}
      >
        {tiles.map((tile, i) => (
          <span
            key={i}
            className={`${styles.tile} ${styles[tile.colour]}`}
            data-hit={landed && i === target ? 'true' : undefined}
          >
            {tile.cell}
          </span>
        ))}
      </div>
      <span className={`${styles.edge} ${styles.edgeLeft}`} />
      <span className={`${styles.edge} ${styles.edgeRight}`} />
      <span className={styles.marker} />
    </div>
  );
}
