import { type FairAlgorithmDescriptor, showValue } from './algorithm-descriptor';
import { GIVEAWAY_ALGORITHM, drawGiveaway, giveawayParticipantsDigest } from './giveaways';

/** The first vector of giveaways.test.ts: four participants, twenty prize slots. */
const INPUT = { serverSeed: 'a'.repeat(64), giveawayId: 1, participants: ['c', 'a', 'b', 'd'], slots: 20 };

export const GIVEAWAY_FAIR: FairAlgorithmDescriptor = {
  id: 'giveaway',
  nameKey: 'giveaway.nav',
  steps: GIVEAWAY_ALGORITHM,
  example: {
    input: {
      serverSeed: INPUT.serverSeed,
      giveawayId: String(INPUT.giveawayId),
      participants: INPUT.participants.join(', '),
      slots: String(INPUT.slots),
    },
    output: () => ({
      D: giveawayParticipantsDigest(INPUT.participants),
      winners: showValue(drawGiveaway(INPUT).map((w) => `${w.slot}:${w.userId}`)),
    }),
  },
};
