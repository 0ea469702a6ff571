/** The one bingo room, opened by the server at boot under a fixed id (clients join it by id to watch draws). */
export const BINGO_ROOM_NAME = 'bingo';
export const BINGO_ROOM_ID = 'bingo';

export const BINGO_CLIENT_MESSAGES = {
  /** `{ clientTime }`: clock sync for the countdown. */
  time: 'time',
} as const;

export const BINGO_SERVER_MESSAGES = {
  error: 'error',
  time: 'time',
} as const;
