/**
 * A load generator process: receives one job from the orchestrator, joins its clients, says `ready`, waits for
 * `start` (every worker has joined by then), measures, then answers `done` with its samples and exits.
 */
import { runBattleClients } from './battle-clients';
import { runCrashClients } from './crash-clients';
import { liveClients, liveTally } from './live';
import type { WorkerJob, WorkerResult } from './protocol';
import { runRawWsClients } from './raw-ws';
import { runSharedRoomClients } from './shared-room-clients';
import { runWalletClients } from './wallet-clients';

type FromParent = { job: WorkerJob } | { start: true };

let startSignal: () => void = () => undefined;
const started = new Promise<void>((resolve) => (startSignal = resolve));
const ready = async () => {
  process.send?.({ ready: true });
  await started;
};

async function run(job: WorkerJob): Promise<WorkerResult> {
  if (job.kind === 'crash') return runCrashClients(job, ready);
  if (job.kind === 'room')
    return job.game === 'battle' ? runBattleClients(job, ready) : runSharedRoomClients(job, ready);
  if (job.kind === 'raw-ws') return runRawWsClients(job, ready);
  return runWalletClients(job, ready);
}

process.on('message', (message: FromParent) => {
  if ('start' in message) return startSignal();
  // The clients connected, every second from the job's arrival (joining included) to its end: the over-time chart.
  const reporter = setInterval(() => process.send?.({ connected: liveClients(), ...liveTally() }), 500);
  run(message.job)
    .finally(() => clearInterval(reporter))
    .then(
      (result) => process.send?.({ done: result }, () => process.exit(0)),
      (error: Error) => process.send?.({ failed: error.stack ?? String(error) }, () => process.exit(1)),
    );
});
