import type { Room } from '@colyseus/sdk';
import {
  CHAT_CLIENT_MESSAGES,
  CHAT_SERVER_MESSAGES,
  ChatRoomState,
  JACKPOT_CLIENT_MESSAGES,
  JACKPOT_ROOM_ID,
  JACKPOT_SERVER_MESSAGES,
  JackpotState,
  ROLL_CLIENT_MESSAGES,
  ROLL_COLOURS,
  ROLL_ROOM_ID,
  ROLL_SERVER_MESSAGES,
  RollRoomState,
  chatRoomId,
} from '@arena/schemas';
import { thinkFor } from './phases';
import { type RoomPlayer, type WorkerResult, countSent, recordAck } from './protocol';

/** The channel the chat scenario writes to. */
export const LOAD_CHAT_CHANNEL = 'en';

/**
 * A room the server opens at boot and everyone joins by id (roll, jackpot, a chat channel): how to join it, the
 * messages it sends (all answered, errors counted by the runner), its clock ping, and what a signed-in player does.
 */
export interface SharedRoomGame {
  roomId: string;
  // The state class the SDK decodes into (each game's own schema).
  state: typeof RollRoomState | typeof JackpotState | typeof ChatRoomState;
  serverMessages: readonly string[];
  errorMessage: string;
  /** `time` where the room answers a clock ping; chat has none. */
  ping?: string;
  /** `thinkMs`: the pause before each action, instead of the game's own pacing. */
  play(room: Room, player: RoomPlayer, result: WorkerResult, thinkMs?: [number, number]): void;
}

const now = () => performance.now();
const sendTimed = (result: WorkerResult, action: string) => {
  countSent(result, action);
  const sentAt = now();
  return () => recordAck(result, action, now() - sentAt);
};

/**
 * Roll: in every betting phase a bettor places up to three bets on random colours, one at a time (the next goes
 * 0-1 s after the previous one is acknowledged, while betting is open), 10-99 cents from the real balance.
 */
function playRoll(room: Room, _player: RoomPlayer, result: WorkerResult, thinkMs: [number, number] = [0, 1000]): void {
  const state = () => room.state as RollRoomState;
  let round = '';
  let placed = 0;
  let acknowledge: (() => void) | undefined;
  const bet = () => {
    // Not in the last half second of betting: a bet then would only measure the close (ROLL.BETTING_CLOSED).
    if (state().phase !== 'BETTING' || acknowledge || state().bettingEndsAt - Date.now() < 500) return;
    acknowledge = sendTimed(result, 'bet');
    result.betsSent += 1;
    const colour = ROLL_COLOURS[Math.floor(Math.random() * ROLL_COLOURS.length)]!;
    room.send(ROLL_CLIENT_MESSAGES.bet, { colour, source: 'REAL', amountCents: 10 + Math.floor(Math.random() * 90) });
  };
  room.onMessage(ROLL_SERVER_MESSAGES.betPlaced, () => {
    acknowledge?.();
    acknowledge = undefined;
    placed += 1;
    if (placed < 3) setTimeout(bet, thinkFor(thinkMs));
  });
  room.onMessage(ROLL_SERVER_MESSAGES.error, (event: { action: string }) => {
    if (event.action === ROLL_CLIENT_MESSAGES.bet) acknowledge = undefined;
  });
  const onState = () => {
    if (state().phase === 'BETTING' && state().roundId !== round) {
      round = state().roundId;
      placed = 0;
      bet();
    }
  };
  room.onStateChange(onState);
  onState();
}

/** Jackpot: a player puts one of the skins bought for the run into every pot that takes entries, until none is left. */
function playJackpot(room: Room, player: RoomPlayer, result: WorkerResult, thinkMs?: [number, number]): void {
  const state = () => room.state as JackpotState;
  const skins = [...(player.itemIds ?? [])];
  let round = '';
  let inFlight: { itemId: string; acknowledge: () => void } | undefined;
  room.onMessage(JACKPOT_SERVER_MESSAGES.entered, () => {
    inFlight?.acknowledge();
    inFlight = undefined;
  });
  room.onMessage(JACKPOT_SERVER_MESSAGES.error, (event: { action: string }) => {
    // A refused skin is still the player's (the pot closed first, say): it goes into the next pot.
    if (event.action === JACKPOT_CLIENT_MESSAGES.enter && inFlight) skins.push(inFlight.itemId);
    inFlight = undefined;
  });
  let thinking = false;
  const open = () => {
    const s = state();
    return !s.closing && (s.status === 'OPEN' || s.status === 'COUNTDOWN') && s.roundId !== round && !inFlight;
  };
  const onState = () => {
    if (!open() || thinking) return;
    if (thinkMs) {
      thinking = true;
      setTimeout(() => {
        thinking = false;
        if (open()) enter();
      }, thinkFor(thinkMs));
      return;
    }
    enter();
  };
  const enter = () => {
    const s = state();
    const itemId = skins.shift();
    if (!itemId) return;
    round = s.roundId;
    inFlight = { itemId, acknowledge: sendTimed(result, 'enter') };
    result.betsSent += 1;
    room.send(JACKPOT_CLIENT_MESSAGES.enter, { itemIds: [itemId] });
  };
  room.onStateChange(onState);
  onState();
}

/**
 * Chat: a chatter stays inside the spam limit (5 messages in any 10 s): each message goes 2.25-2.75 s after the
 * previous one was answered, with its own text (the same text twice is spam too).
 */
function playChat(
  room: Room,
  _player: RoomPlayer,
  result: WorkerResult,
  thinkMs: [number, number] = [2250, 2750],
): void {
  const tag = Math.random().toString(36).slice(2, 8);
  let seq = 0;
  let left = false;
  let acknowledge: (() => void) | undefined;
  const later = (ms: number) => setTimeout(say, ms);
  const say = () => {
    if (left) return;
    seq += 1;
    acknowledge = sendTimed(result, 'send');
    room.send(CHAT_CLIENT_MESSAGES.send, {
      channel: LOAD_CHAT_CHANNEL,
      text: `load chatter ${tag} says hello #${seq}`,
    });
  };
  const answered = () => {
    acknowledge = undefined;
    later(thinkFor(thinkMs));
  };
  room.onMessage(CHAT_SERVER_MESSAGES.sent, () => {
    acknowledge?.();
    answered();
  });
  room.onMessage(CHAT_SERVER_MESSAGES.error, (event: { action: string }) => {
    if (event.action === 'send' && acknowledge) answered();
  });
  room.onLeave(() => (left = true));
  // Spread the first messages over the first 2.5 s.
  later(Math.random() * 2500);
}

export const SHARED_ROOM_GAMES: Record<'roll' | 'jackpot' | 'chat', SharedRoomGame> = {
  roll: {
    roomId: ROLL_ROOM_ID,
    state: RollRoomState,
    serverMessages: Object.values(ROLL_SERVER_MESSAGES),
    errorMessage: ROLL_SERVER_MESSAGES.error,
    ping: ROLL_CLIENT_MESSAGES.time,
    play: playRoll,
  },
  jackpot: {
    roomId: JACKPOT_ROOM_ID,
    state: JackpotState,
    serverMessages: Object.values(JACKPOT_SERVER_MESSAGES),
    errorMessage: JACKPOT_SERVER_MESSAGES.error,
    ping: JACKPOT_CLIENT_MESSAGES.time,
    play: playJackpot,
  },
  chat: {
    roomId: chatRoomId(LOAD_CHAT_CHANNEL),
    state: ChatRoomState,
    serverMessages: Object.values(CHAT_SERVER_MESSAGES),
    errorMessage: CHAT_SERVER_MESSAGES.error,
    play: playChat,
  },
};
