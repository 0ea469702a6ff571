import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStaticOptions } from './client-files';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'arena-client-files-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [file, text] of Object.entries({
    'index.html': '<!doctype html>',
    'offline.html': '<!doctype html>',
    'sw.js': 'self.skipWaiting()',
    'manifest.webmanifest': '{"name":"Skin Arena"}',
    'assets/index-abc.js': 'export {}',
  })) {
    writeFileSync(path.join(root, file), text);
  }
  app = Fastify();
  await app.register(fastifyStatic, clientStaticOptions(root));
  // As in app.ts: every other page address answers index.html.
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('serves /sw.js as JavaScript that browsers revalidate on every update check', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest with its own content type, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the pages (index.html also through the SPA fallback) and the offline page', async () => {
    for (const url of ['/offline.html', '/en/crash']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the one-hour max-age on hashed assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
