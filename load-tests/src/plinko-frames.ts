import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { writeReport } from './report';
import { assertLoopback, summarize } from './stats';

/**
 * Plinko frame time: the client's board scene with BALLS balls falling (50 by default, each on a real seeded
 * path), in headless Chromium as CI has it (`--headless --no-sandbox --disable-gpu`: WebGL on SwiftShader, the
 * CPU rasteriser). Reports p50/p95/p99 of the interval between animation frames and of the work inside a frame
 * (scene update + render). Goal: p95 interval ≤ 16.7 ms (60 fps). No platform needed:
 *   node --import tsx load-tests/src/plinko-frames.ts   (env: BALLS, ROWS, DURATION_S, WIDTH, HEIGHT, ANTIALIAS, CHROMIUM_PATH)
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const settings = {
  balls: Number(process.env.BALLS ?? 50),
  rows: Number(process.env.ROWS ?? 16),
  warmupMs: 2_000,
  measureMs: Number(process.env.DURATION_S ?? 10) * 1000,
  width: Number(process.env.WIDTH ?? 760),
  height: Number(process.env.HEIGHT ?? 700),
  /** The site's canvas is antialiased; ANTIALIAS=0 shows what multisampling costs on the software rasteriser. */
  antialias: process.env.ANTIALIAS !== '0',
};
const GOAL_MS = 16.7;

const dir = mkdtempSync(path.join(tmpdir(), 'plinko-frames-'));
await build({
  entryPoints: [path.join(here, 'plinko-frames-page.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  outfile: path.join(dir, 'page.js'),
  logLevel: 'warning',
});
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><body style="margin:0;background:#0f1320"><script type="module" src="/page.js"></script></body></html>',
);

const server = createServer((request, response) => {
  const file = request.url === '/page.js' ? 'page.js' : 'index.html';
  response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
  response.end(readFileSync(path.join(dir, file)));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const url = assertLoopback(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: settings.width, height: settings.height } });
  await page.goto(url.toString());
  await page.waitForFunction(() => typeof window.plinkoBench === 'function');
  const result = await page.evaluate((s) => window.plinkoBench(s), settings);
  const interval = summarize(result.intervals);
  const work = summarize(result.work);
  const summary = {
    settings,
    renderer: result.renderer,
    ballsInAir: { min: result.minInAir, max: result.maxInAir },
    frames: result.intervals.length,
    fps: Math.round((result.intervals.length / (settings.measureMs / 1000)) * 10) / 10,
    frameIntervalMs: interval,
    frameWorkMs: work,
    goalMs: GOAL_MS,
    meetsGoal: interval.p95Ms <= GOAL_MS,
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(`report: ${writeReport('plinko-frames', summary)}`);
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
