import { JackpotEntryState, JackpotItemState, JackpotState } from '@arena/schemas';
import { FakeRoomBase } from '../../testing/fake-room';

/** The jackpot room double: the real state class, mutated by the test. */
export class FakeJackpotRoom extends FakeRoomBase<JackpotState> {
  constructor() {
    super(new JackpotState({ roundId: 'r1', serverSeedHash: 'h'.repeat(64) }));
  }

  addEntry(betId: string, userId: string, name: string, prices: number[]): void {
    const entry = new JackpotEntryState({ betId, userId, name, valueCents: prices.reduce((a, b) => a + b, 0) });
    prices.forEach((priceCents, i) =>
      entry.items.push(new JackpotItemState({ id: `${betId}-${i}`, name: `skin ${i}`, priceCents })),
    );
    this.state.entries.push(entry);
    this.state.potCents += entry.valueCents;
    this.push();
  }
}
