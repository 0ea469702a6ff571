import { PixiHost } from '../PixiHost';
import { CrashCurve, type CurveFrame } from './CrashCurve';
import styles from './crash-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type FrameSource = () => CurveFrame;

/**
 * The Pixi host of the crash curve (lazy-loaded with Pixi itself). Drawing follows the display's frame rate
 * (60 fps on most screens); React renders this once, the ticker does the rest.
 */
export default function CrashCanvas({ frame, label }: { frame: FrameSource; label: string }) {
  return (
    <PixiHost className={styles.canvas} label={label} frame={frame} createScene={(stage) => new CrashCurve(stage)} />
  );
}
