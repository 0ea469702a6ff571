import { useRef } from 'react';
import { PixiHost } from '../PixiHost';
import type { LavaFrame } from './lava-frame';
import { LavaGrid } from './LavaGrid';
import { lavaPointer } from './lava-pointer';
import styles from './lava-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type LavaFrameSource = () => LavaFrame;

/** The Pixi host of the lava grid (lazy-loaded with Pixi itself). */
export default function LavaCanvas({
  frame,
  onCell,
  label,
}: {
  frame: LavaFrameSource;
  onCell: (cell: number) => void;
  label: string;
}) {
  const latest = useRef({ frame, onCell });
  latest.current = { frame, onCell };
  const pointer = useRef(
    lavaPointer(
      () => latest.current.frame(),
      (cell) => latest.current.onCell(cell),
    ),
  ).current;
  return (
    <PixiHost
      className={styles.canvas}
      label={label}
      testId="lava-canvas"
      frame={frame}
      pointer={pointer}
      createScene={(stage) => new LavaGrid(stage)}
    />
  );
}
