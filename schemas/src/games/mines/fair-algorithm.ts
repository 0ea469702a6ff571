import { MINES_RULES } from './constants';
import { minesCellsMask } from './rules';
import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { MINES_ALGORITHM, minesVerifier } from './fair';

const { cells: CELLS, returnBasisPoints, plusDefuseKeeps, maxWinCents } = MINES_RULES;
const R = returnBasisPoints / 10_000;
const KEEP = `${plusDefuseKeeps.num}/${plusDefuseKeeps.den}`;

/** Mines and Mines Plus as published: the board of mines.test.ts's first vector, two gems opened. */
export const MINES_FAIR: FairAlgorithmDescriptor = {
  id: 'mines',
  nameKey: 'mines.name',
  seededGame: minesVerifier.game,
  steps: [
    MINES_ALGORITHM,
    `  4. Multiplier after k gems with m mines, R = ${R}, g_i = (${CELLS} - m - i) / (${CELLS} - i):`,
    `     classic: R * C(${CELLS}, k) / C(${CELLS} - m, k);  Plus, defuse unused: R * prod_{i<k} (1 + g_i) / (2 * g_i);`,
    `     Plus, mine defused after j gems: (Plus value at j) * ${KEEP} * prod_{i=j..k-1} (${CELLS - 1} - i) / (${CELLS} - m - i).`,
    `  5. The multiplier shown is floored to 1/10,000; payout = floor(stake cents * exact multiplier), at most ${maxWinCents} cents.`,
  ].join('\n'),
  example: seededExample(
    minesVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    { mines: 3, mode: 'classic', opened: minesCellsMask([0, 2]), defusedAt: -1 },
  ),
};
