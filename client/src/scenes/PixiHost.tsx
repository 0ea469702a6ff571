import { useEffect, useRef } from 'react';
import { Application, useApplication, useTick } from '@pixi/react';
import type { Container } from 'pixi.js';
// The site's CSP forbids eval; this build of Pixi's shaders needs none.
import 'pixi.js/unsafe-eval';

/** A scene drawn by the ticker: the game's frame, the canvas box, the frame time and the stage (for hit areas). */
export interface PixiScene<Frame> {
  draw(frame: Frame, box: { width: number; height: number }, now: number, stage: Container): void;
  destroy(): void;
}

interface HostProps<Frame> {
  /** Builds the scene on the stage, once per Pixi application. */
  createScene(stage: Container): PixiScene<Frame>;
  /** Reads the frame to draw; called on every animation frame, outside React. */
  frame: () => Frame;
  className: string | undefined;
  label: string;
  testId?: string;
}

function SceneLayer<Frame>({ createScene, frame }: Pick<HostProps<Frame>, 'createScene' | 'frame'>) {
  const { app } = useApplication();
  const scene = useRef<PixiScene<Frame> | null>(null);
  const create = useRef(createScene);
  create.current = createScene;
  useEffect(() => {
    const built = create.current(app.stage);
    scene.current = built;
    return () => {
      scene.current = null;
      built.destroy();
    };
  }, [app]);
  useTick(() => scene.current?.draw(frame(), { width: app.screen.width, height: app.screen.height }, performance.now(), app.stage));
  return null;
}

/**
 * The Pixi host every game scene uses (lazy-loaded with Pixi itself): React renders it once, then the ticker draws
 * at the display's frame rate. The box it fills is the game's (`className`); the canvas follows its size.
 */
export function PixiHost<Frame>({ createScene, frame, className, label, testId }: HostProps<Frame>) {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host} className={className} role="img" aria-label={label} data-testid={testId}>
      <Application resizeTo={host} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio || 1}>
        <SceneLayer createScene={createScene} frame={frame} />
      </Application>
    </div>
  );
}
