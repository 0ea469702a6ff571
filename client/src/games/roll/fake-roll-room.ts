import { RollBetState, RollHistoryEntryState, RollRoomState, rollBetKey } from '@arena/schemas';
import { FakeRoomBase } from '../../testing/fake-room';

/** The roll room double: the real state class, mutated by the test. */
export class FakeRollRoom extends FakeRoomBase<RollRoomState> {
  constructor() {
    super(new RollRoomState({ phase: 'BETTING', roundId: '7', commitment: 'c'.repeat(64), bettingEndsAt: 1_010_000 }));
  }

  addBet(userId: string, name: string, colour: string, stakeCents: number): void {
    this.state.bets.set(
      rollBetKey(userId, colour),
      new RollBetState({ userId, name, colour, stakeCents, status: 'PLAYING' }),
    );
    this.push();
  }

  addResult(roundId: string, cell: number, hash: string, voided = false): void {
    this.state.history.unshift(new RollHistoryEntryState({ roundId, cell, hash, voided }));
    this.push();
  }
}
