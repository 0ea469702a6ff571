import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PromocodeGrant,
  type PromocodeRedeemAnswer,
  type PromocodeType,
  isDepositBonusType,
  normalizePromocode,
  normalizeReferralCode,
  promocodeEffect,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { idempotent, postOnce, storeAnswer } from '../ledger/answers';
import { grantItems } from '../commerce/inventory/bonus-items';
import { queryOne } from '../db/sql';
import { type AppServices, requestEm } from '../http/services';
import { jobClock } from '../jobs';
import { HOUSE, type LedgerLeg, user } from '../ledger/types';
import { type LinkContext, applyReferralCode } from '../referral';
import { steamAccountFacts, steamSubjectOf } from '../steam-account';
import { type ConditionFacts, checkConditions } from './conditions';
import { type PromocodeRow, isLive, nullableNumber } from './rows';

/**
 * Where a code is typed: the /bonus box (every code, and referral codes too) or the deposit form, which takes only
 * deposit-bonus codes (NEXT_PAYMENT_BONUS_PERCENT and the per-product forms) and refuses the others with
 * PROMOCODE.NOT_DEPOSIT_BONUS, so a player who meant to boost a deposit is not handed balance or a skin instead.
 */
export type RedeemEntry = 'BOX' | 'DEPOSIT';

export const REDEEM_OPERATION = 'PROMOCODE_REDEEM' as const;
export const notFound = () => new AppError('PROMOCODE.NOT_FOUND', [], 404);

async function findCode(em: SqlEntityManager, code: string | null, nowMs: number): Promise<PromocodeRow | undefined> {
  if (!code) return undefined;
  const row = await queryOne<PromocodeRow>(em, `select * from promocodes where code = ?`, [code]);
  return row && isLive(row, nowMs) ? row : undefined;
}

async function isReferralCode(em: SqlEntityManager, raw: string): Promise<boolean> {
  const code = normalizeReferralCode(raw);
  return code !== null && (await queryOne(em, `select 1 from users where referral_code = ?`, [code])) !== undefined;
}

function moneyLegs(row: PromocodeRow, userId: string): LedgerLeg[] {
  const effect = promocodeEffect(row.type);
  if (effect.effect !== 'BALANCE') return [];
  const cents = Number(row.amount_cents);
  return [
    { account: HOUSE, amountCents: -cents },
    { account: user(userId, effect.account === 'REAL' ? 'USER_REAL' : 'USER_BONUS'), amountCents: cents },
  ];
}

function grantOf(row: PromocodeRow, activationId: number, itemId: string | null): PromocodeGrant {
  const effect = promocodeEffect(row.type);
  const catalogItem = row.catalog_item_id === null ? undefined : getCatalog().get(Number(row.catalog_item_id));
  const itemKind = effect.effect === 'ITEM' ? effect.kind : 'BONUS';
  return {
    activationId,
    code: row.code,
    type: row.type as PromocodeType,
    amountCents: nullableNumber(row.amount_cents),
    account:
      effect.effect === 'BALANCE' || (effect.effect === 'DEPOSIT' && effect.reward === 'PERCENT')
        ? effect.account
        : null,
    item: catalogItem
      ? {
          catalogItemId: catalogItem.id,
          name: catalogItem.name,
          priceCents: catalogItem.priceCents,
          kind: itemKind,
          itemId,
        }
      : null,
    percent: nullableNumber(row.percent),
    maxBonusCents: nullableNumber(row.max_bonus_cents),
    method: effect.effect === 'DEPOSIT' ? effect.method : null,
    pending: effect.effect === 'DEPOSIT',
  };
}

/** Gives what the code gives, in the activation's transaction: a skin now, or a boost waiting for the next deposit. */
async function applyEffect(
  services: AppServices,
  tx: SqlEntityManager,
  row: PromocodeRow,
  userId: string,
  activationId: number,
): Promise<string | null> {
  const effect = promocodeEffect(row.type);
  if (effect.effect === 'ITEM') {
    const granted = await grantItems(services.ledger, tx, {
      userId,
      catalogItemIds: [Number(row.catalog_item_id)],
      kind: effect.kind,
      key: `promocode:${activationId}`,
      wagerSource: 'PROMOCODE',
    });
    return granted.itemIds[0] ?? null;
  }
  if (effect.effect === 'DEPOSIT') {
    await tx.execute(
      `insert into promocode_boosts (activation_id, user_id, reward, account, method, percent, max_bonus_cents, catalog_item_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        activationId,
        userId,
        effect.reward,
        effect.reward === 'PERCENT' ? effect.account : null,
        effect.method,
        effect.reward === 'PERCENT' ? row.percent : null,
        effect.reward === 'PERCENT' ? row.max_bonus_cents : null,
        effect.reward === 'SKIN' ? row.catalog_item_id : null,
      ],
      'run',
    );
  }
  return null;
}

/**
 * One activation, under the request's Idempotency-Key (a retry answers what the first call answered): the player's
 * row is locked, the conditions are checked, one ledger transfer records the activation (moving the money of
 * BALANCE_* codes from the house), the activation row is inserted (unique per player for one-per-player codes) and
 * the code's counter raised by a conditional update that the CHECK on `activations <= max_activations` backs, so of
 * two parallel redeems of a last activation exactly one commits.
 */
async function activate(
  services: AppServices,
  userId: string,
  key: string,
  row: PromocodeRow,
  facts: ConditionFacts,
): Promise<PromocodeRedeemAnswer> {
  const { ledger } = services;
  const op = { scope: userId, operation: REDEEM_OPERATION, key, request: { code: row.code } };
  return idempotent<PromocodeRedeemAnswer>(ledger, op, async (tx) => {
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'run');
    const current = await queryOne<PromocodeRow>(tx, `select * from promocodes where id = ?`, [row.id]);
    if (!current || !isLive(current, jobClock.now())) throw notFound();
    await checkConditions(tx, ledger, current, facts);
    const posted = await postOnce<PromocodeRedeemAnswer>(ledger, tx, {
      ...op,
      userId,
      legs: moneyLegs(current, userId),
    });
    if (posted.answer) return posted.answer;
    const activation = await queryOne<{ id: number | string }>(
      tx,
      `insert into promocode_activations (promocode_id, user_id, once_per_user, transfer_id) values (?, ?, ?, ?) on conflict do nothing returning id`,
      [current.id, userId, current.once_per_user, posted.transferId],
    );
    if (!activation) throw new AppError('PROMOCODE.ALREADY_ACTIVATED');
    const counted = await queryOne(
      tx,
      `update promocodes set activations = activations + 1 where id = ? and (max_activations is null or activations < max_activations) returning id`,
      [current.id],
    );
    if (!counted) throw new AppError('PROMOCODE.ACTIVATIONS_LIMIT');
    const activationId = Number(activation.id);
    const itemId = await applyEffect(services, tx, current, userId, activationId);
    const answer: PromocodeRedeemAnswer = {
      kind: 'PROMOCODE',
      grant: grantOf(current, activationId, itemId),
      balance: await ledger.balances(userId, tx),
    };
    await storeAnswer(tx, posted.transferId, answer);
    return answer;
  });
}

/**
 * Redeems what the player typed. A live promocode is activated (see `activate`); in the /bonus box a text that is no
 * promocode but a player's referral code links the account to that player instead (`applyReferralCode`, with its
 * REFERER.* refusals); anything else is PROMOCODE.NOT_FOUND, as are disabled and expired codes.
 */
export async function redeemPromocode(
  services: AppServices,
  userId: string,
  key: string,
  rawCode: string,
  entry: RedeemEntry,
  context: LinkContext = {},
): Promise<PromocodeRedeemAnswer> {
  const em = requestEm(services);
  const row = await findCode(em, normalizePromocode(rawCode), jobClock.now());
  if (!row) {
    if (entry === 'BOX' && (await isReferralCode(em, rawCode))) {
      return { kind: 'REFERRAL', referral: await applyReferralCode(services, userId, rawCode, context) };
    }
    throw notFound();
  }
  if (entry === 'DEPOSIT' && !isDepositBonusType(row.type)) throw new AppError('PROMOCODE.NOT_DEPOSIT_BONUS');
  const [me, owner] = await Promise.all([
    steamSubjectOf(em, userId),
    row.owner_user_id ? steamSubjectOf(em, row.owner_user_id) : null,
  ]);
  const steam = row.require_steam_level ? await steamAccountFacts(services, userId) : null;
  return activate(services, userId, key, row, { me, owner, steam });
}
