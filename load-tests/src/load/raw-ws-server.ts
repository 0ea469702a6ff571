/**
 * Child process of a load run: the raw-ws baseline server. Says `{ port }` once listening; `{ start: { bytes, rate } }`
 * starts sending; `stop` answers `{ sent, cpuSeconds }` (this process's CPU while sending) and exits.
 */
import { startRawWsServer } from './raw-ws';

const server = await startRawWsServer();
process.send?.({ port: server.port });
process.on('message', (message: { start?: { bytes: number; rate: number }; stop?: true }) => {
  if (message.start) server.start(message.start.bytes, message.start.rate);
  if (message.stop) process.send?.(server.stop(), () => process.exit(0));
});
