import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PromocodeAdminItem,
  type PromocodeCreateBody,
  PROMOCODE_RULES,
  normalizePromocode,
  promocodeEffect,
} from '@arena/schemas';
import { catalogItems } from '../commerce/catalog/catalog';
import { pgErrorCode, queryOne, queryRows } from '../db/sql';
import { type PromocodeRow, toAdminItem } from './rows';

const badField = (field: string) => new AppError('GLOBAL.BAD_REQUEST', [field]);

/** The value fields a type needs (and only those): refused as GLOBAL.BAD_REQUEST naming the field. */
function checkShape(body: PromocodeCreateBody): void {
  const effect = promocodeEffect(body.type);
  const wants = {
    amountCents: effect.effect === 'BALANCE',
    catalogItemId: effect.effect === 'ITEM' || (effect.effect === 'DEPOSIT' && effect.reward === 'SKIN'),
    percent: effect.effect === 'DEPOSIT' && effect.reward === 'PERCENT',
    maxBonusCents: effect.effect === 'DEPOSIT' && effect.reward === 'PERCENT' ? null : false,
  };
  for (const [field, wanted] of Object.entries(wants)) {
    const given = body[field as keyof typeof wants] !== undefined;
    if (wanted === true && !given) throw badField(field);
    if (wanted === false && given) throw badField(field);
  }
  if (body.catalogItemId !== undefined) catalogItems([body.catalogItemId]);
}

/**
 * Creates a code (admins). The code is stored upper-case; a code that exists already (in any case) is refused as
 * GLOBAL.BAD_REQUEST ['code'], as is one that is not 3-32 letters, digits, '_' or '-'. A code may equal a player's
 * referral code: the promocode box then activates the promocode, not the referral link.
 */
export async function createPromocode(
  em: SqlEntityManager,
  adminId: string,
  body: PromocodeCreateBody,
  nowMs: number,
): Promise<PromocodeAdminItem> {
  const code = normalizePromocode(body.code);
  if (!code) throw badField('code');
  checkShape(body);
  if (body.expiresAt !== null && body.expiresAt <= nowMs) throw badField('expiresAt');
  if (body.ownerUserId !== null && !(await queryOne(em, `select 1 from users where id = ?`, [body.ownerUserId])))
    throw badField('ownerUserId');
  try {
    const row = await queryOne<PromocodeRow>(
      em,
      `insert into promocodes (code, type, amount_cents, catalog_item_id, percent, max_bonus_cents, min_deposit_cents, require_empty_balance,
         require_empty_inventory, require_steam_level, owner_user_id, max_activations, once_per_user, expires_at, created_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        code,
        body.type,
        body.amountCents ?? null,
        body.catalogItemId ?? null,
        body.percent ?? null,
        body.maxBonusCents ?? null,
        body.minDepositCents,
        body.requireEmptyBalance,
        body.requireEmptyInventory,
        body.requireSteamLevel,
        body.ownerUserId,
        body.maxActivations,
        body.oncePerUser,
        body.expiresAt === null ? null : new Date(body.expiresAt),
        adminId,
      ],
    );
    return toAdminItem(row!);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw badField('code');
    throw error;
  }
}

/** Every code, newest first, with its activation count. */
export async function listPromocodes(em: SqlEntityManager): Promise<PromocodeAdminItem[]> {
  const rows = await queryRows<PromocodeRow>(
    em,
    `select * from promocodes order by id desc limit ${PROMOCODE_RULES.adminListLimit}`,
  );
  return rows.map(toAdminItem);
}

/** Disables a code for good (activations already made stay); disabled codes answer PROMOCODE.NOT_FOUND. */
export async function disablePromocode(em: SqlEntityManager, id: number): Promise<PromocodeAdminItem> {
  const row = await queryOne<PromocodeRow>(
    em,
    `update promocodes set disabled_at = coalesce(disabled_at, now()) where id = ? returning *`,
    [id],
  );
  if (!row) throw new AppError('PROMOCODE.NOT_FOUND', [], 404);
  return toAdminItem(row);
}
