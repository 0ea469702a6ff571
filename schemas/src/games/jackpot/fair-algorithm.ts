import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import {
  JACKPOT_ALGORITHM,
  type JackpotDrawEntry,
  jackpotEntriesDigest,
  jackpotEntryOfTicket,
  jackpotTicket,
} from './fair';

/** The round of jackpot.test.ts: three entries closed at 1764000000000. */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const CLOSED_AT_MS = 1_764_000_000_000;
const ENTRIES: JackpotDrawEntry[] = [
  { betId: 'aaaaaaaa-0000-4000-8000-000000000001', userId: '11111111-1111-4111-8111-111111111111', valueCents: 1250 },
  { betId: 'aaaaaaaa-0000-4000-8000-000000000002', userId: '22222222-2222-4222-8222-222222222222', valueCents: 3000 },
  { betId: 'aaaaaaaa-0000-4000-8000-000000000003', userId: '11111111-1111-4111-8111-111111111111', valueCents: 745 },
];

export const JACKPOT_FAIR: FairAlgorithmDescriptor = {
  id: 'jackpot',
  nameKey: 'jackpot.name',
  steps: JACKPOT_ALGORITHM,
  example: {
    input: {
      serverSeed: SERVER_SEED,
      closedAtMs: String(CLOSED_AT_MS),
      ...Object.fromEntries(ENTRIES.map((e, i) => [`entry ${i}`, `${e.betId}:${e.userId}:${e.valueCents}`])),
    },
    output: () => {
      const ticket = jackpotTicket(SERVER_SEED, CLOSED_AT_MS, ENTRIES);
      const entry = jackpotEntryOfTicket(ENTRIES, ticket);
      return {
        D: jackpotEntriesDigest(ENTRIES),
        P: String(ENTRIES.reduce((sum, e) => sum + e.valueCents, 0)),
        ticket: String(ticket),
        entry: String(entry),
        winner: ENTRIES[entry]!.userId,
      };
    },
  },
};
