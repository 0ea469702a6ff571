import { useEffect, useRef } from 'react';
import { Application, useApplication, useTick } from '@pixi/react';
// The site's CSP forbids eval; this build of Pixi's shaders needs none.
import 'pixi.js/unsafe-eval';
import { CrashCurve, type CurveFrame } from './CrashCurve';
import styles from './crash-canvas.module.css';

/** Reads the frame to draw; called on every animation frame, outside React. */
export type FrameSource = () => CurveFrame;

function CurveLayer({ frame }: { frame: FrameSource }) {
  const { app } = useApplication();
  const curve = useRef<CrashCurve | null>(null);
  useEffect(() => {
    const scene = new CrashCurve(app.stage);
    curve.current = scene;
    return () => {
      curve.current = null;
      scene.destroy();
    };
  }, [app]);
  useTick(() => curve.current?.draw(frame(), { width: app.screen.width, height: app.screen.height }));
  return null;
}

/**
 * The Pixi host of the crash curve (lazy-loaded with Pixi itself). Drawing follows the display's frame rate
 * (60 fps on most screens); React renders this once, the ticker does the rest.
 */
export default function CrashCanvas({ frame, label }: { frame: FrameSource; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host} className={styles.canvas} role="img" aria-label={label}>
      <Application resizeTo={host} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio || 1}>
        <CurveLayer frame={frame} />
      </Application>
    </div>
  );
}
