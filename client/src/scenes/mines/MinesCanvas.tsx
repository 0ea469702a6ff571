import { useRef } from 'react';
import { PixiHost } from '../PixiHost';
import type { MinesFrame } from './mines-frame';
import { MinesGrid } from './MinesGrid';
import { type MinesHover, minesPointer } from './mines-pointer';
import styles from './mines-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type MinesFrameSource = () => MinesFrame;

/** The Pixi host of the mines board (lazy-loaded with Pixi itself). */
export default function MinesCanvas({
  frame,
  onCell,
  label,
}: {
  frame: MinesFrameSource;
  onCell: (cell: number) => void;
  label: string;
}) {
  const latest = useRef({ frame, onCell });
  latest.current = { frame, onCell };
  const hover = useRef<MinesHover>({ cell: null }).current;
  const pointer = useRef(
    minesPointer(
      () => latest.current.frame(),
      (cell) => latest.current.onCell(cell),
      hover,
    ),
  ).current;
  return (
    <PixiHost
      className={styles.canvas}
      label={label}
      testId="mines-canvas"
      frame={frame}
      pointer={pointer}
      createScene={(stage) => new MinesGrid(stage, hover)}
    />
  );
}
