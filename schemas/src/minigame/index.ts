import { z } from 'zod';
import { BattlepassReward } from '../battlepass';
import { MINIGAME_GAMES, MINIGAME_RULES } from '../constants';

/** Minigame REST shapes (/api/minigame): the page's state and one play of Trinity or the Christmas gifts. */

export const MinigameGameName = z.enum(MINIGAME_GAMES);

/** One row of a published prize table: the reward a card holds with `weight` / `totalWeight` odds. */
export const MinigameTier = z.object({ tier: z.number().int(), weight: z.number().int(), reward: BattlepassReward });
export type MinigameTier = z.infer<typeof MinigameTier>;

export const MinigamePlay = z.object({
  /** Also the fairness center's bet id: `/fair?bet=<id>` re-runs the deal in the browser. */
  id: z.string().uuid(),
  game: MinigameGameName,
  battlepassId: z.number().int(),
  day: z.number().int(),
  slot: z.number().int(),
  pick: z.number().int(),
  /** What every card held (revealed after the pick), in card order. */
  cards: z.array(BattlepassReward),
  tier: z.number().int(),
  reward: BattlepassReward,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.number().int(),
});
export type MinigamePlay = z.infer<typeof MinigamePlay>;

export const MinigameGameState = z.object({
  cards: z.number().int(),
  tiers: z.array(MinigameTier),
  totalWeight: z.number().int(),
  /** Plays a day for this player now (Trinity grows with the battle pass level). */
  playsPerDay: z.number().int(),
  /** Null for a visitor. */
  playsLeft: z.number().int().nullable(),
  /** Why this player cannot play at all (no active pass; Christmas without premium), else null. */
  blocked: z.literal('BATTLEPASS.MINIGAMES_BLOCKED').nullable(),
});
export type MinigameGameState = z.infer<typeof MinigameGameState>;

/** `GET /api/minigame` (signed in or not). */
export const MinigameStateAnswer = z.object({
  battlepass: z.object({ id: z.number().int(), title: z.string(), finishedAt: z.number().int() }).nullable(),
  level: z.number().int(),
  premium: z.boolean(),
  serverNow: z.number().int(),
  nextDayAt: z.number().int(),
  trinity: MinigameGameState,
  christmas: MinigameGameState,
  /** The player's latest plays, newest first. */
  plays: z.array(MinigamePlay),
});
export type MinigameStateAnswer = z.infer<typeof MinigameStateAnswer>;

export const TrinityPlayBody = z.object({
  pick: z
    .number()
    .int()
    .min(0)
    .max(MINIGAME_RULES.trinity.cards - 1),
});
export const ChristmasPlayBody = z.object({
  pick: z
    .number()
    .int()
    .min(0)
    .max(MINIGAME_RULES.christmas.cards - 1),
});
export type MinigamePlayBody = { pick: number };

/** A play's answer: the play, the granted skins and bingo tickets, and the plays left today. */
export const MinigamePlayAnswer = z.object({
  play: MinigamePlay,
  itemIds: z.array(z.string()),
  ticketIds: z.array(z.string()),
  playsLeft: z.number().int(),
});
export type MinigamePlayAnswer = z.infer<typeof MinigamePlayAnswer>;
