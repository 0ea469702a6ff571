import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type BattlepassReward,
  MINIGAME_RULES,
  type MinigameGame,
  type MinigamePlay,
  type MinigamePlayAnswer,
  minigameDayOf,
  minigameFairParams,
} from '@arena/schemas';
import { idempotent, postOnce, storeAnswer } from '../ledger/answers';
import { queryOne, queryRows } from '../db/sql';
import { recordFairBet, takeFairRoll } from '../fair';
import type { Ledger } from '../ledger/ledger';
import { battlepassClock } from '../battlepass/clock';
import { payReward } from '../battlepass/rewards';
import { minigameAccess, playsPerDay, playsUsed } from './access';
import { minigameSetup, playIdOf } from './prizes';

interface PlayRow {
  id: string;
  game: MinigameGame;
  battlepass_id: number;
  day: number;
  slot: number;
  pick: number;
  tier: number;
  cards: unknown;
  reward: unknown;
  created_at: Date | string;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const PLAY_SELECT = `select mp.id, mp.game, mp.battlepass_id, mp.day, mp.slot, mp.pick, mp.tier, mp.cards, mp.reward, mp.created_at,
    fb.nonce, p.server_seed_hash, p.client_seed
  from minigame_plays mp join fair_bets fb on fb.bet_id = mp.id join fair_seed_pairs p on p.id = fb.pair_id`;

function toPlay(row: PlayRow): MinigamePlay {
  return {
    id: row.id,
    game: row.game,
    battlepassId: Number(row.battlepass_id),
    day: Number(row.day),
    slot: Number(row.slot),
    pick: Number(row.pick),
    cards: json<BattlepassReward[]>(row.cards),
    tier: Number(row.tier),
    reward: json<BattlepassReward>(row.reward),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** The player's latest plays, newest first. */
export async function recentPlays(em: SqlEntityManager, userId: string): Promise<MinigamePlay[]> {
  const rows = await queryRows<PlayRow>(
    em,
    `${PLAY_SELECT} where mp.user_id = ? order by mp.created_at desc, mp.slot desc limit ?`,
    [userId, MINIGAME_RULES.recentPlays],
  );
  return rows.map(toPlay);
}

/**
 * One free play, idempotent by the Idempotency-Key (a repeat answers the stored play). The player's row is locked
 * first, so their plays run one after another and the day's count cannot be outrun by parallel requests; the
 * slot's play id is unique (primary key and (player, game, day, slot)) and keys the reward's ledger transfer, so
 * a slot pays once. The cards come from the player's seed pair (next nonce) and are recorded for /fair.
 */
export function playMinigame(
  ledger: Ledger,
  userId: string,
  key: string,
  game: MinigameGame,
  pick: number,
): Promise<MinigamePlayAnswer> {
  const op = { scope: userId, operation: 'MINIGAME_PLAY' as const, key, request: { game, pick } };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<MinigamePlayAnswer>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');

    const nowMs = battlepassClock.now();
    const access = await minigameAccess(tx, userId, nowMs);
    const allowed = playsPerDay(game, access);
    if (allowed === null || !access.pass) throw new AppError('BATTLEPASS.MINIGAMES_BLOCKED');
    const day = minigameDayOf(nowMs);
    const used = await playsUsed(tx, userId, game, day);
    if (used >= allowed) throw new AppError('MINIGAME.NO_PLAYS_LEFT');

    const slot = used + 1;
    const id = playIdOf(game, userId, day, slot);
    const setup = minigameSetup(game);
    const params = minigameFairParams(
      pick,
      setup.tiers.map((t) => t.weight),
    );
    const roll = await takeFairRoll(tx, userId);
    const outcome = setup.verifier.outcome(roll, params);
    const reward = setup.tiers[outcome.tier]!.reward;
    const paid = await payReward(ledger, tx, { userId, reward, key: `minigame:${id}`, nowMs });
    // The slot's key was paid by an earlier transaction: the count above would have seen its row.
    if (!paid) throw new AppError('MINIGAME.NO_PLAYS_LEFT');
    await tx.execute(
      `insert into minigame_plays (id, user_id, game, battlepass_id, day, slot, pick, tier, cards, reward, transfer_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        userId,
        game,
        access.pass.id,
        day,
        slot,
        pick,
        outcome.tier,
        JSON.stringify(outcome.cards.map((tier) => setup.tiers[tier]!.reward)),
        JSON.stringify(reward),
        paid.transferId,
      ],
      'run',
    );
    await recordFairBet(tx, { betId: id, roll, game: setup.verifier.game, params, outcome });
    const row = await queryOne<PlayRow>(tx, `${PLAY_SELECT} where mp.id = ?`, [id]);
    const answer: MinigamePlayAnswer = {
      play: toPlay(row!),
      itemIds: paid.itemIds,
      ticketIds: paid.ticketIds,
      playsLeft: allowed - slot,
    };
    await storeAnswer(tx, claimed.transferId, answer);
    return answer;
  });
}
