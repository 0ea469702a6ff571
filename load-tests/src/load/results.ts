import { type LatencySummary, summarize } from '../stats';
import { type WorkerResult, emptyResult } from './protocol';

export interface PhaseSummary {
  clients: number;
  joinFailures: number;
  seconds: number;
  join: LatencySummary;
  deliveries: number;
  deliveriesPerSecond: number;
  messagesPerClientPerSecond: number;
  meanMessageBytes: number;
  errors: Record<string, number>;
}

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};
const addSamples = (into: Record<string, number[]>, from: Record<string, number[]>) => {
  for (const [name, ms] of Object.entries(from)) (into[name] ??= []).push(...ms);
};

/** Every worker's samples and counts as one. */
export function merge(results: WorkerResult[]): WorkerResult {
  return results.reduce((sum, r) => {
    sum.clients += r.clients;
    sum.joinFailures += r.joinFailures;
    sum.joinMs.push(...r.joinMs);
    sum.betAckMs.push(...r.betAckMs);
    sum.joiningBetAckMs.push(...(r.joiningBetAckMs ?? []));
    sum.cashOutAckMs.push(...r.cashOutAckMs);
    sum.timeRttMs.push(...r.timeRttMs);
    addSamples(sum.requestMs, r.requestMs);
    addSamples(sum.acks, r.acks ?? {});
    addCounts(sum.sent, r.sent ?? {});
    sum.messages += r.messages;
    sum.bytes += r.bytes;
    sum.measuredMs = Math.max(sum.measuredMs, r.measuredMs);
    (r.joinsByUrl ?? []).forEach((n, i) => (sum.joinsByUrl[i] = (sum.joinsByUrl[i] ?? 0) + n));
    addCounts(sum.socketsByHost, r.socketsByHost ?? {});
    addCounts(sum.errors, r.errors);
    sum.betsSent += r.betsSent;
    sum.cashOutsSent += r.cashOutsSent;
    sum.flooder ??= r.flooder;
    return sum;
  }, emptyResult());
}

export function summarizePhase(all: WorkerResult): PhaseSummary {
  const seconds = all.measuredMs / 1000;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    clients: all.clients,
    joinFailures: all.joinFailures,
    seconds: round(seconds),
    join: summarize(all.joinMs),
    deliveries: all.messages,
    deliveriesPerSecond: round(all.messages / Math.max(seconds, 1e-9)),
    messagesPerClientPerSecond: round(all.messages / Math.max(all.clients, 1) / Math.max(seconds, 1e-9)),
    meanMessageBytes: round(all.bytes / Math.max(all.messages, 1)),
    errors: all.errors,
  };
}

/** Latency samples by name, summarized. */
export function summarizeEach(samples: Record<string, number[]>): Record<string, LatencySummary> {
  return Object.fromEntries(Object.entries(samples).map(([name, ms]) => [name, summarize(ms)]));
}
