import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, PROMOCODE_RULES, type SteamAccountFacts, centsToUsd } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import type { SteamAccountSubject } from '../steam-account';
import type { PromocodeRow } from './rows';

/** Skins the player still holds: available, staked in a running bet or on their way out in a trade. */
const HELD_ITEM_STATUSES = `('AVAILABLE', 'IN_BET', 'IN_TRADE')`;

export interface ConditionFacts {
  /** The redeemer and the code owner as game-platform subjects (null owner = nobody owns the code). */
  me: SteamAccountSubject;
  owner: SteamAccountSubject | null;
  /** Read before the transaction (a network call for real Steam); only when the code asks for a level. */
  steam: SteamAccountFacts | null;
}

/**
 * The code's conditions, in the order of the refusals: PROMOCODE.OWN_CODE (the code belongs to this player, or to
 * one signed in with the same Steam account), ALREADY_ACTIVATED (one activation per player), ACTIVATIONS_LIMIT (the
 * total is used up), PAYMENT_NEEDED (confirmed deposits below the code's minimum; arg: the minimum in USD),
 * BALANCE_NOT_ZERO (real or bonus balance above zero, or skins held, when the code asks for an empty balance or an
 * empty inventory), LEVEL_5_NEEDED (Steam level below 5 when the code asks for it). Read inside the activation's
 * transaction after the player's row is locked, so the player's own parallel requests see each other's results;
 * the activation limit and the one-per-player rule are enforced again by the database on insert.
 */
export async function checkConditions(
  tx: SqlEntityManager,
  ledger: Ledger,
  code: PromocodeRow,
  facts: ConditionFacts,
): Promise<void> {
  const userId = facts.me.userId;
  if (facts.owner) {
    const sameSteam = facts.me.steamId !== null && facts.me.steamId === facts.owner.steamId;
    if (facts.owner.userId === userId || sameSteam) throw new AppError('PROMOCODE.OWN_CODE');
  }
  if (
    code.once_per_user &&
    (await queryOne(tx, `select 1 from promocode_activations where promocode_id = ? and user_id = ?`, [
      code.id,
      userId,
    ]))
  ) {
    throw new AppError('PROMOCODE.ALREADY_ACTIVATED');
  }
  if (code.max_activations !== null && code.activations >= code.max_activations)
    throw new AppError('PROMOCODE.ACTIVATIONS_LIMIT');

  const minDeposit = Number(code.min_deposit_cents);
  if (minDeposit > 0) {
    const user = await queryOne<{ deposited_total_cents: number | string }>(
      tx,
      `select deposited_total_cents from users where id = ?`,
      [userId],
    );
    if (Number(user?.deposited_total_cents ?? 0) < minDeposit)
      throw new AppError('PROMOCODE.PAYMENT_NEEDED', [centsToUsd(minDeposit).toFixed(2)]);
  }
  if (code.require_empty_balance) {
    const balances = await ledger.balances(userId, tx);
    if (balances.realCents > 0 || balances.bonusCents > 0) throw new AppError('PROMOCODE.BALANCE_NOT_ZERO');
  }
  if (code.require_empty_inventory) {
    const held = await queryOne(
      tx,
      `select 1 from user_items where user_id = ? and status in ${HELD_ITEM_STATUSES} limit 1`,
      [userId],
    );
    if (held) throw new AppError('PROMOCODE.BALANCE_NOT_ZERO');
  }
  if (code.require_steam_level && (facts.steam?.steamLevel ?? 0) < PROMOCODE_RULES.minSteamLevel)
    throw new AppError('PROMOCODE.LEVEL_5_NEEDED');
}
