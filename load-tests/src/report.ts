import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports');

/** Writes a scenario's result with the machine, date and command, so numbers can be compared later. */
export function writeReport(scenario: string, result: Record<string, unknown>): string {
  mkdirSync(REPORTS, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(REPORTS, `${scenario}-${date.replace(/[:.]/g, '-')}.json`);
  const report = {
    scenario,
    date,
    command: process.argv.slice(1).join(' '),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    ...result,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
