import { PixiHost } from '../PixiHost';
import { type BoardFrame, PlinkoBoard } from './PlinkoBoard';
import styles from './plinko-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type BoardSource = () => BoardFrame;

/** The Pixi host of the plinko board (lazy-loaded with Pixi itself); React renders it once, the ticker does the rest. */
export default function PlinkoCanvas({ frame, label }: { frame: BoardSource; label: string }) {
  return (
    <PixiHost className={styles.canvas} label={label} frame={frame} createScene={(stage) => new PlinkoBoard(stage)} />
  );
}
