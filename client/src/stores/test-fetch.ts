/** A scripted `fetch` for store tests: routes `METHOD /path` to a status and a JSON body. */
export type Route = (request: { method: string; url: string; body: unknown; headers: Record<string, string> }) => {
  status?: number;
  body: unknown;
};

export function scriptedFetch(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers });
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } }), { status: 404 });
    const answer = route({ method, url, body, headers });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
