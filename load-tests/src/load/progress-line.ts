/** What the orchestrator knows of a running phase: the sums of the workers' last reports. */
export interface LiveFigures {
  elapsedS: number;
  durationS: number;
  clients: number;
  /** Actions sent so far (bets, cash-outs, room actions, money-moving requests) and errors counted so far. */
  actions: number;
  errors: number;
}

/** One progress line: `crash 12/30 s | 200 clients | 41.5 actions/s | 0 errors`. */
export function formatProgressLine(label: string, now: LiveFigures, previous?: LiveFigures): string {
  const span = previous ? now.elapsedS - previous.elapsedS : now.elapsedS;
  const done = previous ? now.actions - previous.actions : now.actions;
  const rate = span > 0 ? done / span : 0;
  const elapsed = Math.min(Math.round(now.elapsedS), now.durationS);
  return `${label} ${elapsed}/${now.durationS} s | ${now.clients} clients | ${rate.toFixed(1)} actions/s | ${now.errors} error${now.errors === 1 ? '' : 's'}`;
}

/** Where the lines go: a terminal's line is rewritten in place every second, anything else gets a line every few seconds. */
export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

const PIPE_EVERY_S = 5;

/**
 * The progress reporter of a phase, called once a second with the live figures. On a terminal the line is rewritten
 * (`\r`, cleared to its end); otherwise every fifth second and the last one print a line of their own, so a CI log
 * stays short. The actions/s is over the last interval shown.
 */
export function progressReporter(label: string, output: ProgressOutput): (now: LiveFigures) => void {
  let previous: LiveFigures | undefined;
  let lastPrintedS = -Infinity;
  return (now) => {
    const finished = now.elapsedS >= now.durationS;
    if (output.isTTY) {
      output.write(`\r${formatProgressLine(label, now, previous)}\x1b[K${finished ? '\n' : ''}`);
      previous = now;
      return;
    }
    if (!finished && now.elapsedS - lastPrintedS < PIPE_EVERY_S) return;
    output.write(`${formatProgressLine(label, now, previous)}\n`);
    previous = now;
    lastPrintedS = now.elapsedS;
  };
}
