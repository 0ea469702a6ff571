import type { FairAlgorithmDescriptor } from './algorithm-descriptor';
import { CLAN_CHOICE_ALGORITHM, drawClanChoice } from './clans';

/** The first vector of clans.test.ts: four clans with three members each. */
const INPUT = {
  serverSeed: '0123456789abcdef'.repeat(4),
  userId: 'user-1',
  number: 1,
  memberCounts: { wolves: 3, ravens: 3, vipers: 3, bears: 3 },
  excludedClanId: null,
};

export const CLAN_CHOICE_FAIR: FairAlgorithmDescriptor = {
  id: 'clanChoice',
  nameKey: 'fair.algorithm.clanChoice.name',
  steps: CLAN_CHOICE_ALGORITHM,
  example: {
    input: {
      serverSeed: INPUT.serverSeed,
      clientSeed: INPUT.userId,
      nonce: String(INPUT.number),
      members: Object.entries(INPUT.memberCounts)
        .map(([clan, count]) => `${clan}: ${count}`)
        .join(', '),
    },
    output: () => {
      const draw = drawClanChoice(INPUT);
      return { candidates: draw.candidates.join(', '), f: String(draw.float), clan: draw.clanId };
    },
  },
};
