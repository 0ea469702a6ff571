import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type BattlepassBundle,
  type BattlepassBuyAnswer,
  type BattlepassBuyBody,
  presalePriceCents,
} from '@arena/schemas';
import { idempotent, postOnce, storeAnswer } from '../ledger/answers';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { HOUSE, user } from '../ledger/types';
import { setPremium } from '../users/users';
import { battlepassClock } from './clock';
import { loadBattlepass, loadHolder } from './passes';

interface BundleRow {
  id: number;
  experience: number | string;
  old_price_cents: number | string;
}

function toBundle(row: BundleRow, presale: boolean): BattlepassBundle {
  const oldPrice = Number(row.old_price_cents);
  const presalePrice = presalePriceCents(oldPrice);
  return {
    id: row.id,
    experience: Number(row.experience),
    presalePrice,
    oldPrice,
    price: presale ? presalePrice : oldPrice,
  };
}

/** `POST /api/battlepass/bundle/list`: the premium pass first (experience 0), then level cards by size. */
export async function listBundles(em: SqlEntityManager, battlepassId: number): Promise<BattlepassBundle[]> {
  const pass = await loadBattlepass(em, battlepassId);
  const rows = await queryRows<BundleRow>(
    em,
    `select id, experience, old_price_cents from battlepass_bundles where battlepass_id = ? order by experience, id`,
    [battlepassId],
  );
  return rows.map((row) => toBundle(row, pass.status === 'PRESALE'));
}

/**
 * `POST /api/battlepass/bundle/buy`: on sale during PRESALE (at the pre-sale price) and ACTIVE (full price). One
 * idempotent ledger transfer player → house (operation BATTLEPASS_BUY under the Idempotency-Key) and the holder row
 * in one commit. The premium bundle (count 1) sets the premium flag every perk reads (hasPremium); buying it again
 * answers BATTLEPASS.PREMIUM_ALREADY_BOUGHT. Level cards add `experience × count` to the player's experience.
 */
export function buyBundle(
  services: AppServices,
  userId: string,
  key: string,
  body: BattlepassBuyBody,
): Promise<BattlepassBuyAnswer> {
  const op = { scope: userId, operation: 'BATTLEPASS_BUY' as const, key, request: body };
  return idempotent(services.ledger, op, async (tx) => {
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');
    const pass = await loadBattlepass(tx, body.battlepassId);
    if (pass.status !== 'PRESALE' && pass.status !== 'ACTIVE') throw new AppError('BATTLEPASS.NOT_FOUND_OR_FINISHED');
    const row = await queryOne<BundleRow>(
      tx,
      `select id, experience, old_price_cents from battlepass_bundles where id = ? and battlepass_id = ?`,
      [body.bundleId, pass.id],
    );
    if (!row) throw new AppError('BATTLEPASS.BUNDLE_NOT_FOUND');
    const bundle = toBundle(row, pass.status === 'PRESALE');
    const premiumBundle = bundle.experience === 0;
    if (premiumBundle && body.count !== 1) throw new AppError('GLOBAL.BAD_REQUEST', ['count']);
    await tx.execute(
      `insert into battlepass_holders (battlepass_id, user_id) values (?, ?) on conflict do nothing`,
      [pass.id, userId],
      'run',
    );
    const holder = (await loadHolder(tx, pass.id, userId, 'for update'))!;
    if (premiumBundle && holder.premium) throw new AppError('BATTLEPASS.PREMIUM_ALREADY_BOUGHT');
    const paidCents = bundle.price * body.count;
    const posted = await postOnce<BattlepassBuyAnswer>(services.ledger, tx, {
      ...op,
      userId,
      legs: [
        { account: user(userId, 'USER_REAL'), amountCents: -paidCents },
        { account: HOUSE, amountCents: paidCents },
      ],
    });
    if (posted.answer) return posted.answer;
    if (premiumBundle) {
      await tx.execute(
        `update battlepass_holders set premium = true, premium_at = ? where battlepass_id = ? and user_id = ?`,
        [new Date(battlepassClock.now()), pass.id, userId],
        'run',
      );
      await setPremium(tx, userId, true);
    } else {
      await tx.execute(
        `update battlepass_holders set bought_experience = bought_experience + ? where battlepass_id = ? and user_id = ?`,
        [bundle.experience * body.count, pass.id, userId],
        'run',
      );
    }
    const answer: BattlepassBuyAnswer = {
      premium: premiumBundle || holder.premium,
      experience: premiumBundle ? 0 : bundle.experience * body.count,
      paidCents,
    };
    await storeAnswer(tx, posted.transferId, answer);
    return answer;
  });
}
