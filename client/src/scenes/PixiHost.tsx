import { useEffect, useLayoutEffect, useRef } from 'react';
import { Application, useApplication, useTick } from '@pixi/react';
import type { Container } from 'pixi.js';
// The site's CSP forbids eval; this build of Pixi's shaders needs none.
import 'pixi.js/unsafe-eval';
import { type BoardPointer, listenBoardPointer } from './board-pointer';

/**
 * A scene drawn by the ticker: the game's frame, the canvas box, the frame time and the stage. `draw` answers whether
 * the picture moves on its own (a ball in flight, a pulse, a flip): then the next animation frame is drawn even if the
 * frame and the box stay the same. A scene that answers false is drawn again only when its frame or its box changes.
 */
export interface PixiScene<Frame> {
  draw(frame: Frame, box: { width: number; height: number }, now: number, stage: Container): boolean;
  destroy(): void;
}

/** What was last drawn: the frame and box it showed, and whether the scene said it moves on its own. */
interface Drawn {
  key: string;
  moving: boolean;
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

interface LayerProps<Frame> extends Pick<HostProps<Frame>, 'createScene' | 'frame'> {
  /** Set by pointer events: what the pointer changes (hover) lives in the scene, not in the frame. */
  poked: { current: boolean };
}

function SceneLayer<Frame>({ createScene, frame, poked }: LayerProps<Frame>) {
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
  // A still picture is not rendered again: Pixi's ticker renders every animation frame by default, which keeps a
  // core busy (software WebGL on machines without a GPU, a laptop's battery elsewhere) for a crash page that shows
  // the same countdown digit for a tenth of a second or a finished round for many seconds. Rendering is ours: after
  // a draw, or when Pixi resizes the canvas (its resize renders on its own).
  const drawn = useRef<Drawn>({ key: '', moving: true });
  useLayoutEffect(() => {
    if (!isInitialised) return;
    app.ticker.remove(app.render, app);
    drawn.current = { key: '', moving: true };
  }, [app, isInitialised]);
  useTick(() => {
    const current = scene.current;
    if (!current || !isInitialised) return;
    const shown = frame();
    const box = { width: app.screen.width, height: app.screen.height };
    const key = `${box.width}x${box.height}:${JSON.stringify(shown)}`;
    if (key === drawn.current.key && !drawn.current.moving && !poked.current) return;
    poked.current = false;
    drawn.current = { key, moving: current.draw(shown, box, performance.now(), app.stage) };
    app.render();
  });
  return null;
}

/**
 * The Pixi host every game scene uses (lazy-loaded with Pixi itself): React renders it once, then the ticker draws
 * at the display's frame rate while the picture changes, and not at all while it stands still. The box it fills is
 * the game's (`className`); the canvas follows its size.
 */
export function PixiHost<Frame>({ createScene, frame, pointer, className, label, testId }: HostProps<Frame>) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(pointer);
  latest.current = pointer;
  const poked = useRef(false);
  const listens = pointer !== undefined;
  // A layout effect: listening from the commit that shows the board, before the browser can deliver a click.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || !listens) return;
    return listenBoardPointer(element, {
      tap: (point) => {
        poked.current = true;
        latest.current?.tap(point);
      },
      move: (point) => {
        poked.current = true;
        latest.current?.move?.(point);
      },
      leave: () => {
        poked.current = true;
        latest.current?.leave?.();
      },
    });
  }, [listens]);
  return (
    <div ref={host} className={className} role="img" aria-label={label} data-testid={testId} data-pixi-host="">
      <Application resizeTo={host} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio || 1}>
        <SceneLayer createScene={createScene} frame={frame} poked={poked} />
      </Application>
    </div>
  );
}
