import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

export interface FakeSteamProvider {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A browser-facing stand-in for Steam's OpenID sign-in: the login page signs the given Steam id in at once
 * and sends the browser back to `openid.return_to` with a positive assertion; `check_authentication`
 * confirms it. Lets the browser suite walk the whole /auth/steam round trip offline.
 */
export async function startFakeSteamProvider(steamId: string): Promise<FakeSteamProvider> {
  let endpoint = '';
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`ns:${OPENID_NS}\nis_valid:true\n`);
      });
      return;
    }
    const query = new URL(req.url ?? '/', endpoint).searchParams;
    const returnTo = query.get('openid.return_to');
    if (!returnTo) {
      res.writeHead(400).end('no return_to');
      return;
    }
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const back = new URL(returnTo);
    const assertion: Record<string, string> = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': endpoint,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': SIGNED,
      'openid.sig': randomBytes(20).toString('base64'),
    };
    for (const [name, value] of Object.entries(assertion)) back.searchParams.set(name, value);
    res.writeHead(302, { location: back.toString() }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/login`;
  return { endpoint, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
