import { type SchemaType, schema, t } from '@colyseus/schema';

/** The Colyseus room of the live clan war map: one room, fixed id, read-only for clients. */
export const CLAN_WAR_ROOM_NAME = 'clan_war';
export const CLAN_WAR_ROOM_ID = 'clan-war';

export const ClanWarAreaState = schema(
  {
    id: t.string().default(''),
    /** '' while nobody holds it this season. */
    clanId: t.string().default(''),
    defence: t.number().default(0),
    capturedAt: t.number().default(0),
    capturedBy: t.string().default(''),
  },
  'ClanWarAreaState',
);
export type ClanWarAreaState = SchemaType<typeof ClanWarAreaState>;

export const ClanWarClanState = schema(
  {
    id: t.string().default(''),
    areas: t.number().default(0),
    points: t.number().default(0),
    members: t.number().default(0),
  },
  'ClanWarClanState',
);
export type ClanWarClanState = SchemaType<typeof ClanWarClanState>;

export const ClanWarState = schema(
  {
    season: t.number().default(0),
    endsAt: t.number().default(0),
    /** Epoch ms the room opened (0 until the first state arrives on a client). */
    openedAt: t.number().default(0),
    areas: t.map(ClanWarAreaState),
    clans: t.map(ClanWarClanState),
    /** The newest capture or reinforcement: its sequence number (0: none yet this season) and what it did. */
    lastSeq: t.number().default(0),
    lastAction: t.string().default(''),
    lastAreaId: t.string().default(''),
    lastClanId: t.string().default(''),
    lastFromClanId: t.string().default(''),
    lastName: t.string().default(''),
    lastPoints: t.number().default(0),
    lastAt: t.number().default(0),
  },
  'ClanWarState',
);
export type ClanWarState = SchemaType<typeof ClanWarState>;
