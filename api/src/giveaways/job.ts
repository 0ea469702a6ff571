import type { AppServices } from '../http/services';
import { type DrawHooks, type DrawnGiveaway, drawEndedGiveaways } from './draw';
import { openCurrentGiveaways } from './open';
import { giveawaySettingsOf } from './settings';

export interface GiveawayJobReport {
  opened: number[];
  drawn: DrawnGiveaway[];
}

/**
 * One pass of the giveaway job: open the giveaway of each type for the period containing `nowMs` (the next one
 * follows the last back to back) and draw every one that has ended. Any number of passes, in any number of
 * processes, pay each prize once.
 */
export async function runGiveawayJob(
  services: AppServices,
  nowMs: number,
  hooks: DrawHooks = {},
): Promise<GiveawayJobReport> {
  const opened = await openCurrentGiveaways(services, giveawaySettingsOf(services), nowMs);
  const drawn = await drawEndedGiveaways(services, nowMs, hooks);
  return { opened, drawn };
}
