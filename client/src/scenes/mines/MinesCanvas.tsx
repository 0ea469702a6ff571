import { useRef } from 'react';
import { PixiHost } from '../PixiHost';
import type { MinesFrame } from './mines-frame';
import { MinesGrid } from './MinesGrid';
import styles from './mines-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type MinesFrameSource = () => MinesFrame;

/** The Pixi host of the mines board (lazy-loaded with Pixi itself). */
export default function MinesCanvas({ frame, onCell, label }: { frame: MinesFrameSource; onCell: (cell: number) => void; label: string }) {
  const click = useRef(onCell);
  click.current = onCell;
  return (
    <PixiHost className={styles.canvas} label={label} testId="mines-canvas" frame={frame} createScene={(stage) => new MinesGrid(stage, (cell) => click.current(cell))} />
  );
}
