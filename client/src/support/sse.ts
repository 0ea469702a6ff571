/** One parsed server-sent event. */
export interface ServerEvent {
  name: string;
  data: string;
}

/**
 * Splits a server-sent event stream into events as text arrives: feed it chunks, get the complete events back (a
 * partial event waits for its blank line). Comment lines (`: ping`) and `retry:` are dropped.
 */
export class EventStreamParser {
  private buffer = '';

  push(chunk: string): ServerEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: ServerEvent[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ name, data: data.join('\n') });
    }
    return events;
  }
}

/** Opens a live stream; resolves when it ends (rejects when it could not open or broke). */
export type EventStreamOpener = (onEvent: (event: ServerEvent) => void, signal: AbortSignal) => Promise<void>;

/**
 * `GET {url}` as server-sent events read with `fetch`, so the bearer token travels in the Authorization header (an
 * `EventSource` can only put it in the URL, where logs keep it).
 */
export function fetchEventStream(
  url: string,
  token: () => string | null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): EventStreamOpener {
  return async (onEvent, signal) => {
    const bearer = token();
    if (!bearer) throw new Error('signed out');
    const response = await fetchImpl(url, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${bearer}` },
      signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
  };
}
