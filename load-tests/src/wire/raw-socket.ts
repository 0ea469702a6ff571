/**
 * A WebSocket client on a bare `net` socket, for the load clients: the opening handshake (RFC 6455 section 4), then
 * unmasked frames from the server read straight off the socket's chunks, and the few frames a client sends (room
 * messages, pongs, the closing frame) masked with a zero mask. No extensions, no per-message events beyond the
 * callback, and every socket reads into one shared buffer: an idle client costs its socket and a few closures. `ws` (the other transport of
 * wire-room.ts) does the same with a Writable stream, a Receiver and an event per frame, which is what a generator
 * with thousands of sockets pays for.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;
/**
 * Every socket reads into this one buffer (`net`'s `onread`): no Buffer allocated per chunk received. Frames are
 * handled synchronously as each chunk arrives, and bytes that must wait for the next chunk are copied out.
 */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** A socket closed without a closing frame (RFC 6455 section 7.1.5). */
export const ABNORMAL_CLOSURE = 1006;

export interface RawSocketHandlers {
  /** A whole binary message (fragments joined). */
  message(data: Buffer): void;
  close(code: number): void;
}

/** A client frame: FIN + opcode, the masked length, a zero mask (the payload XOR zero is itself), the payload. */
function clientFrame(opcode: number, payload: Uint8Array): Buffer {
  const length = payload.byteLength;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + 4 + length);
  frame[0] = 0x80 | opcode;
  if (head === 2) frame[1] = 0x80 | length;
  else if (head === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.writeUInt32BE(0, head);
  frame.set(payload, head + 4);
  return frame;
}

export class RawSocket {
  /** Bytes of a frame not yet whole. */
  private pending: Buffer | undefined;
  /** Fragments of a message not yet finished. */
  private fragments: Buffer[] | undefined;
  private closeCode: number | undefined;
  private closeSent = false;
  private open = true;

  private constructor(
    private readonly socket: net.Socket,
    private readonly handlers: RawSocketHandlers,
  ) {
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.open = false;
      handlers.close(this.closeCode ?? ABNORMAL_CLOSURE);
    });
  }

  /** Opens `url` (ws://host:port/path?query): resolves once the server has switched protocols. */
  static connect(url: string, handlers: RawSocketHandlers): Promise<RawSocket> {
    const target = new URL(url);
    if (target.protocol !== 'ws:') throw new Error(`the raw socket speaks ws:// only, got ${target.protocol}`);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    return new Promise((resolve, reject) => {
      // Chunks go to the handshake reader first, then to the frame reader.
      let sink: (chunk: Buffer) => void = () => undefined;
      const socket = net.connect({
        host: target.hostname,
        port: Number(target.port || 80),
        onread: {
          buffer: READ_BUFFER,
          // true: keep reading (false would pause the socket).
          callback: (bytes: number, buffer: Uint8Array) => {
            sink((buffer as Buffer).subarray(0, bytes));
            return true;
          },
        },
      });
      socket.setNoDelay(true);
      let head: Buffer = Buffer.alloc(0);
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        // A copy: the chunk is a view of the shared read buffer.
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return head.byteLength > 16_384 ? fail(new Error('handshake answer too long')) : undefined;
        socket.off('error', fail);
        const lines = head.subarray(0, end).toString('latin1').split('\r\n');
        const status = lines[0] ?? '';
        const acceptLine = lines.find((line) => line.toLowerCase().startsWith('sec-websocket-accept:'));
        if (!/^HTTP\/1\.1 101 /.test(status)) return fail(new Error(`handshake refused: ${status}`));
        if (acceptLine?.slice(acceptLine.indexOf(':') + 1).trim() !== accept)
          return fail(new Error('handshake: wrong Sec-WebSocket-Accept'));
        // Frames the server sent right behind its answer (the room's first frames often are) are read once the
        // caller holds the socket: held back until then, with the socket paused so nothing overtakes them.
        socket.pause();
        const raw = new RawSocket(socket, handlers);
        sink = (bytes) => raw.read(bytes);
        resolve(raw);
        const rest = head.subarray(end + 4);
        setImmediate(() => {
          if (rest.byteLength > 0) raw.read(rest);
          socket.resume();
        });
      };
      sink = onData;
      socket.on('error', fail);
      socket.on('connect', () => {
        socket.write(
          `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
      });
    });
  }

  get isOpen(): boolean {
    return this.open && this.closeCode === undefined;
  }

  send(data: Uint8Array): void {
    if (this.isOpen) this.socket.write(clientFrame(OP.binary, data));
  }

  /** Starts the closing handshake; the server's closing frame ends the socket. */
  close(code = 1000): void {
    if (!this.isOpen) return;
    const payload = Buffer.allocUnsafe(2);
    payload.writeUInt16BE(code, 0);
    this.closeSent = true;
    this.socket.write(clientFrame(OP.close, payload));
  }

  /** Every whole frame of the bytes so far; the rest waits (copied) for the next chunk. */
  private read(chunk: Buffer): void {
    let buffer = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    let at = 0;
    while (buffer.byteLength - at >= 2) {
      const first = buffer[at]!;
      const second = buffer[at + 1]!;
      let length = second & 0x7f;
      let offset = at + 2;
      if (length === 126) {
        if (buffer.byteLength - offset < 2) break;
        length = buffer.readUInt16BE(offset);
        offset += 2;
      } else if (length === 127) {
        if (buffer.byteLength - offset < 8) break;
        length = Number(buffer.readBigUInt64BE(offset));
        offset += 8;
      }
      // Servers never mask (RFC 6455 section 5.1); a masked frame is skipped with its key.
      const masked = (second & 0x80) !== 0;
      if (masked) offset += 4;
      if (buffer.byteLength - offset < length) break;
      const payload = buffer.subarray(offset, offset + length);
      at = offset + length;
      if (!masked) this.frame(first & 0x0f, (first & 0x80) !== 0, payload);
    }
    if (at < buffer.byteLength) {
      // Keep only the unread bytes (a copy: the chunk they came in may be large).
      buffer = buffer.subarray(at);
      this.pending = Buffer.from(buffer);
    }
  }

  private frame(opcode: number, fin: boolean, payload: Buffer): void {
    switch (opcode) {
      case OP.binary:
      case OP.text:
        if (fin) this.handlers.message(payload);
        else this.fragments = [Buffer.from(payload)];
        return;
      case OP.continuation:
        this.fragments?.push(Buffer.from(payload));
        if (fin && this.fragments) {
          const whole = Buffer.concat(this.fragments);
          this.fragments = undefined;
          this.handlers.message(whole);
        }
        return;
      case OP.ping:
        if (this.isOpen) this.socket.write(clientFrame(OP.pong, payload));
        return;
      case OP.close: {
        const code = payload.byteLength >= 2 ? payload.readUInt16BE(0) : 1005;
        // Echo the code (the closing handshake) unless this end started it, then the server ends the TCP connection.
        if (this.isOpen && !this.closeSent) this.socket.write(clientFrame(OP.close, payload.subarray(0, 2)));
        this.closeCode = code;
        this.socket.end();
        return;
      }
      default:
        return;
    }
  }
}
