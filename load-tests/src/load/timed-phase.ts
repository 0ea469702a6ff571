import { TimelineRecorder } from './timeline';
import type { PhaseHooks } from './workers';

type Snapshots = Awaited<ReturnType<TimelineRecorder['openWindow']>>;

/**
 * A phase's hooks with the timeline: sampling starts as the workers are forked, the window opens with the scrape
 * before the start (`before`), and `finish` takes the closing scrape (`after`) and answers the series.
 */
export function timedPhase(targets: Record<string, URL>, tick: PhaseHooks['tick']) {
  let recorder: TimelineRecorder | undefined;
  let before: Snapshots = {};
  const hooks: PhaseHooks = {
    forked: (connected) => void (recorder = new TimelineRecorder(targets, connected)),
    beforeStart: async () => void (before = await recorder!.openWindow()),
    tick,
  };
  return {
    hooks,
    finish: async () => ({ before, ...(await recorder!.finish()) }),
    /** After a failure: no more samples. */
    stop: () => recorder?.stop(),
  };
}

export type TimedPhase = ReturnType<typeof timedPhase>;
