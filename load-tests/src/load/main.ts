/**
 * The load CLI: `npm run load -- --scenario crash --clients 200 --bettors 50 --duration 30 --url http://127.0.0.1:3000
 * [--game-url ws://127.0.0.1:2567] [--workers 2] [--admin-name NAME | --admin-token T]`. See load-tests/README.md.
 */
import { parseLoadArgs } from './args';
import { runPgbenchCompare } from './pgbench-compare';
import { parseCompareArgs } from './pgbench';
import { writeLoadReport } from './report-files';
import { runLoad } from './run';
import { withScenarioFile } from '../scenario-file/scenario-file';

const argv = process.argv.slice(2);
if (argv.includes('pgbench-compare')) {
  const compared = await runPgbenchCompare(parseCompareArgs(argv));
  console.log(`reports: ${compared.markdown} (JSON ${compared.json})`);
  console.log(
    `pgbench ${compared.report.pgbench.tps} tps; wallet ${compared.report.wallet.ledgerWritesPerSecond} ledger writes/s; fraction ${compared.report.fraction}`,
  );
  const invariants = compared.report.wallet.report.invariants;
  process.exit(invariants.checked && !invariants.ok ? 2 : 0);
}

// `--scenario` names a scenario file (scenarios/<name>.json or a path): its settings come first, the flags win.
const options = parseLoadArgs(withScenarioFile(argv));
const report = await runLoad(options);
const files = writeLoadReport(report, options.outDir);
console.log(
  `reports: ${files.html} (JSON ${files.json}, Markdown ${files.markdown}, histogram ${files.svg}, over time ${files.timeline})`,
);
if (report.ratios)
  console.log(
    `room / raw-ws baseline: deliveries per second ${report.ratios.deliveriesPerSecond}x, CPU per delivery ${report.ratios.cpuPerDelivery}x`,
  );
if (report.invariants.checked && !report.invariants.ok) {
  console.error(`ledger invariants violated: ${report.invariants.violations?.join('; ')}`);
  process.exit(2);
}
process.exit(0);
