import { useRef } from 'react';
import { PixiHost } from '../PixiHost';
import type { LavaFrame } from './lava-frame';
import { LavaGrid } from './LavaGrid';
import styles from './lava-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type LavaFrameSource = () => LavaFrame;

/** The Pixi host of the lava grid (lazy-loaded with Pixi itself). */
export default function LavaCanvas({ frame, onCell, label }: { frame: LavaFrameSource; onCell: (cell: number) => void; label: string }) {
  const click = useRef(onCell);
  click.current = onCell;
  return (
    <PixiHost className={styles.canvas} label={label} testId="lava-canvas" frame={frame} createScene={(stage) => new LavaGrid(stage, (cell) => click.current(cell))} />
  );
}
