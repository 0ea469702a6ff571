import { useEffect, useLayoutEffect, useRef } from 'react';
import { Application, useApplication, useTick } from '@pixi/react';
import type { Container } from 'pixi.js';
// The site's CSP forbids eval; this build of Pixi's shaders needs none.
import 'pixi.js/unsafe-eval';
import { type BoardPointer, listenBoardPointer } from './board-pointer';

/** A scene drawn by the ticker: the game's frame, the canvas box, the frame time and the stage. */
export interface PixiScene<Frame> {
  draw(frame: Frame, box: { width: number; height: number }, now: number, stage: Container): void;
  destroy(): void;
}

interface HostProps<Frame> {
  /** Builds the scene on the stage, once per Pixi application. */
  createScene(stage: Container): PixiScene<Frame>;
  /** Reads the frame to draw; called on every animation frame, outside React. */
  frame: () => Frame;
  /** Taps and hover on the board (see board-pointer.ts): live from the first render, before Pixi has started. */
  pointer?: BoardPointer;
  className: string | undefined;
  label: string;
  testId?: string;
}

function SceneLayer<Frame>({ createScene, frame }: Pick<HostProps<Frame>, 'createScene' | 'frame'>) {
  const { app, isInitialised } = useApplication();
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
  // Pixi's `resizeTo` follows window resizes only; the host also changes size with the page's layout, and the
  // board's pointer mapping reads the host's box, so the canvas follows every change of it. A layout effect, so it
  // stops before the unmount destroys the application (a destroyed one has no renderer).
  useLayoutEffect(() => {
    const target: unknown = isInitialised ? app.resizeTo : null;
    if (!(target instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (app.renderer) app.queueResize();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [app, isInitialised]);
  useTick(() =>
    scene.current?.draw(frame(), { width: app.screen.width, height: app.screen.height }, performance.now(), app.stage),
  );
  return null;
}

/**
 * The Pixi host every game scene uses (lazy-loaded with Pixi itself): React renders it once, then the ticker draws
 * at the display's frame rate. The box it fills is the game's (`className`); the canvas follows its size.
 */
export function PixiHost<Frame>({ createScene, frame, pointer, className, label, testId }: HostProps<Frame>) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(pointer);
  latest.current = pointer;
  const listens = pointer !== undefined;
  // A layout effect: listening from the commit that shows the board, before the browser can deliver a click.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || !listens) return;
    return listenBoardPointer(element, {
      tap: (point) => latest.current?.tap(point),
      move: (point) => latest.current?.move?.(point),
      leave: () => latest.current?.leave?.(),
    });
  }, [listens]);
  return (
    <div ref={host} className={className} role="img" aria-label={label} data-testid={testId} data-pixi-host="">
      <Application resizeTo={host} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio || 1}>
        <SceneLayer createScene={createScene} frame={frame} />
      </Application>
    </div>
  );
}
