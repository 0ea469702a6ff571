/// <reference lib="dom" />
/*
 * The page of the plinko frame-time benchmark (bundled by plinko-frames.ts): the real board scene of the client
 * with BALLS balls always in the air, each on a real seeded path (the server's outcome function), drawn and
 * rendered once per animation frame for WARMUP_MS + MEASURE_MS. It reports the interval between frames and the
 * time the scene and the renderer took inside each frame.
 */
import { Application } from 'pixi.js';
import { plinkoOutcome } from '../../schemas/src/games/plinko/fair';
import { type BoardBall, PlinkoBoard } from '../../client/src/scenes/plinko/PlinkoBoard';
import { plinkoFlightMs } from '../../client/src/scenes/plinko/ball-flight';
import { plinkoMultipliers } from '../../schemas/src/games/plinko/rules';

interface Settings {
  balls: number;
  rows: number;
  warmupMs: number;
  measureMs: number;
  width: number;
  height: number;
  antialias: boolean;
}

declare global {
  interface Window {
    plinkoBench: (
      settings: Settings,
    ) => Promise<{ intervals: number[]; work: number[]; maxInAir: number; minInAir: number; renderer: string }>;
  }
}

const SERVER_SEED = '8f4ad3b5c1d2e3f40718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e';

window.plinkoBench = async (settings) => {
  const app = new Application();
  await app.init({
    width: settings.width,
    height: settings.height,
    antialias: settings.antialias,
    backgroundAlpha: 0,
    resolution: 1,
    autoStart: false,
  });
  document.body.appendChild(app.canvas);
  const board = new PlinkoBoard(app.stage);
  const flight = plinkoFlightMs(settings.rows);
  let nonce = 0;
  const path = () =>
    plinkoOutcome(
      { serverSeed: SERVER_SEED, clientSeed: 'bench', nonce: nonce++ },
      { rows: settings.rows, risk: 'high' },
    ).path;
  const start = performance.now();
  // Staggered over one flight so the board always holds `balls` balls; a landed ball is dropped again at once.
  const balls: BoardBall[] = Array.from({ length: settings.balls }, (_, i) => ({
    id: String(i),
    path: path(),
    startedAt: start - (i * flight) / settings.balls,
  }));
  const landings: { bucket: number; at: number }[] = [];
  const multipliers = plinkoMultipliers(settings.rows, 'high');
  const intervals: number[] = [];
  const work: number[] = [];
  let maxInAir = 0;
  let minInAir = Infinity;
  let last = 0;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const began = performance.now();
      for (const ball of balls) {
        if (now - ball.startedAt >= flight) {
          landings.push({ bucket: ball.path.reduce((a, b) => a + b, 0), at: now });
          ball.path = path();
          ball.startedAt = now;
        }
      }
      while (landings.length > 0 && now - landings[0]!.at > 1000) landings.shift();
      board.draw(
        { rows: settings.rows, multipliers, balls, landings },
        { width: settings.width, height: settings.height },
        now,
      );
      app.renderer.render(app.stage);
      const measuring = now - start > settings.warmupMs;
      if (measuring) {
        work.push(performance.now() - began);
        if (last > 0) intervals.push(now - last);
        const inAir = balls.filter((b) => now - b.startedAt < flight).length;
        maxInAir = Math.max(maxInAir, inAir);
        minInAir = Math.min(minInAir, inAir);
      }
      last = measuring ? now : 0;
      if (now - start > settings.warmupMs + settings.measureMs) return resolve();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return { intervals, work, maxInAir, minInAir, renderer: app.renderer.name };
};
