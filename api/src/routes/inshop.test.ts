import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@arena/schemas';
import { loadConfig } from '../config';
import { installErrorHandling } from '../http/errors';
import { inshopRoutes } from './inshop';

const apps: FastifyInstance[] = [];

/** Only this route and the platform's error envelope: the redirect needs no database. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(inshopRoutes({ config: loadConfig({ JWT_SECRET: 'inshop-test-secret', ...env }) }), {
    prefix: '/api',
  });
  apps.push(app);
  return app;
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('GET /api/auth/inshop (spec: /auth/inshop?lang= opens the external shop)', () => {
  it('redirects to the configured shop with the language', async () => {
    const app = await appWith({ EXTERNAL_SHOP_URL: 'https://shop.example.com/store?ref=arena' });
    const res = await app.inject({ method: 'GET', url: '/api/auth/inshop?lang=ru' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/store?ref=arena&lang=ru');
  });

  it('accepts every site language, English by default, and fills a {lang} placeholder', async () => {
    const app = await appWith({ EXTERNAL_SHOP_URL: 'https://shop.example.com/{lang}/skins' });
    for (const language of LANGUAGES) {
      const res = await app.inject({ method: 'GET', url: `/api/auth/inshop?lang=${language}` });
      expect(res.headers.location).toBe(`https://shop.example.com/${language}/skins`);
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/inshop' })).headers.location).toBe(
      'https://shop.example.com/en/skins',
    );
  });

  it('refuses a language the site does not have with a catalogue key', async () => {
    const app = await appWith({ EXTERNAL_SHOP_URL: 'https://shop.example.com/' });
    const res = await app.inject({ method: 'GET', url: '/api/auth/inshop?lang=xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['querystring.lang'] } });
  });

  it('does not exist without EXTERNAL_SHOP_URL', async () => {
    const app = await appWith({});
    const res = await app.inject({ method: 'GET', url: '/api/auth/inshop?lang=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
  });
});
