import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { execute, queryOne } from '../db/sql';
import { settleBet } from './bets';
import type { BetRecord } from './types';

/**
 * Settles an open skin bet with no money paid while handing some of its skins to another player (a jackpot
 * winner takes the pot's skins): the named skins change owner and become available, then the settlement
 * consumes the skins left in the bet (the house keeps them). One transaction, the caller's; the bet ends
 * exactly once (settleBet's conditional update), and the row count proves each skin was still staked in it.
 */
export async function settleSkinBetPassing(
  tx: SqlEntityManager,
  input: { betId: string; passItemIds: readonly string[]; toUserId: string },
): Promise<BetRecord> {
  const bet = await queryOne<{ status: string; source: string }>(
    tx,
    `select status, source from bets where id = ? for update`,
    [input.betId],
  );
  if (!bet) throw new AppError('BET.NOT_FOUND');
  if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');
  if (bet.source !== 'SKINS') throw new Error(`bet ${input.betId} is not a skin bet`);
  const ids = [...new Set(input.passItemIds)];
  if (ids.length > 0) {
    const moved = await execute(
      tx,
      `update user_items set user_id = ?, status = 'AVAILABLE', bet_id = null where id in (?) and bet_id = ? and status = 'IN_BET'`,
      [input.toUserId, ids, input.betId],
    );
    if (moved !== ids.length) throw new AppError('INVENTORY.ITEM_LOCKED');
  }
  return settleBet(tx, input.betId, 0);
}
