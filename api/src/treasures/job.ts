import type { AppServices } from '../http/services';
import { drawTreasureDrops } from './drops';
import { expireDueOrders } from './expiry';
import { ensureTreasureSeasons } from './seasons';
import { treasureSettingsOf } from './settings';

/**
 * One pass of the treasures job: the current and next season exist (their seed hashes published), every settled
 * REAL bet since the cursor is drawn, and due orders expire. Each step is idempotent (unique season, unique card per
 * bet, conditional order update), so a restart or a second process running the same pass changes nothing twice.
 */
export async function runTreasureJob(services: AppServices, nowMs: number) {
  const settings = treasureSettingsOf(services);
  await services.ledger.transaction((tx) => ensureTreasureSeasons(tx, nowMs, settings.dropDivisor));
  const drops = await drawTreasureDrops(services.ledger, settings.dropDelayMs);
  const expired = await services.ledger.transaction((tx) => expireDueOrders(tx, nowMs));
  return { drops, expired };
}
