import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import { BINGO_ALGORITHM, type BingoDrawTicket, bingoDrawNumbers, bingoTicketsDigest } from './fair';

/** The draw of bingo.test.ts: three tickets, draw number 1. */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const DRAW_NUMBER = 1;
const TICKETS: BingoDrawTicket[] = [
  { id: 'bbbbbbbb-0000-4000-8000-000000000001', numbers: [3, 7, 11, 15, 19] },
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', numbers: [1, 2, 3, 4, 5] },
  { id: 'bbbbbbbb-0000-4000-8000-000000000003', numbers: [6, 9, 12, 18, 20] },
];

export const BINGO_FAIR: FairAlgorithmDescriptor = {
  id: 'bingo',
  nameKey: 'bingo.name',
  steps: BINGO_ALGORITHM,
  example: {
    input: {
      serverSeed: SERVER_SEED,
      N: String(DRAW_NUMBER),
      ...Object.fromEntries(TICKETS.map((t, i) => [`ticket ${i}`, `${t.id}:${t.numbers.join('-')}`])),
    },
    output: () => {
      const digest = bingoTicketsDigest(TICKETS);
      return { D: digest, numbers: bingoDrawNumbers(SERVER_SEED, digest, DRAW_NUMBER).join(', ') };
    },
  },
};
