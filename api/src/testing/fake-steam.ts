import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Steam's OpenID endpoint: it answers `check_authentication` with the verdict the test
 * chose, and records what it was asked.
 */
export interface FakeSteam {
  endpoint: string;
  verdict: { valid: boolean };
  requests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeSteam(): Promise<FakeSteam> {
  const state = { valid: true };
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push(params);
      const ok = req.method === 'POST' && params.get('openid.mode') === 'check_authentication' && state.valid;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${ok ? 'true' : 'false'}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/openid/login`,
    verdict: state,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The query string Steam would append to our return URL for a successful sign-in. */
export function steamAssertion(
  endpoint: string,
  returnTo: string,
  steamId: string,
  nonce: string,
): Record<string, string> {
  const identity = `https://steamcommunity.com/openid/id/${steamId}`;
  return {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': endpoint,
    'openid.claimed_id': identity,
    'openid.identity': identity,
    'openid.return_to': returnTo,
    'openid.response_nonce': nonce,
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'c2lnbmF0dXJl',
  };
}
