import { describe, expect, it } from 'vitest';
import {
  CrashBetState,
  CrashHistoryEntry,
  CrashRoomState,
  JackpotEntryState,
  JackpotItemState,
  JackpotState,
} from '@arena/schemas';
import { applyDelta, diffStates, flatten } from './state-delta';

const children = { bets: CrashBetState, history: CrashHistoryEntry };
const bet = (userId: string, stakeCents: number) =>
  new CrashBetState({ userId, name: userId, stakeCents, status: 'PLAYING' });

describe('state deltas between an owner room and its mirrors', () => {
  it('carry scalar fields, map entries added, changed and removed, and arrays whole', () => {
    const owner = new CrashRoomState({ variant: 'classic' });
    owner.bets.set('u1', bet('u1', 100));
    owner.bets.set('u2', bet('u2', 200));
    owner.history.push(new CrashHistoryEntry({ roundId: '1', crashPointHundredths: 150, hash: 'h1' }));
    const before = flatten(owner.toJSON());

    owner.phase = 'RUNNING';
    owner.startedAt = 1_700_000_000_000;
    owner.bets.get('u1')!.status = 'CASHED_OUT';
    owner.bets.get('u1')!.payoutCents = 150;
    owner.bets.delete('u2');
    owner.bets.set('u3', bet('u3', 300));
    owner.history.unshift(new CrashHistoryEntry({ roundId: '2', crashPointHundredths: 230, hash: 'h2' }));
    const delta = diffStates(before, flatten(owner.toJSON()))!;

    expect(delta.set).toEqual({ phase: 'RUNNING', startedAt: 1_700_000_000_000 });
    expect(Object.keys(delta.maps!.bets!.put!).sort()).toEqual(['u1', 'u3']);
    expect(delta.maps!.bets!.drop).toEqual(['u2']);
    expect(delta.arrays!.history!.map((h) => h.roundId)).toEqual(['2', '1']);
  });

  it('applied to a mirror that held the earlier state, give the owner state exactly', () => {
    const owner = new CrashRoomState({ variant: 'plus' });
    const mirror = new CrashRoomState({ variant: 'plus' });
    owner.bets.set('u1', bet('u1', 100));
    owner.roundId = '7';
    applyDelta(mirror, diffStates(flatten(mirror.toJSON()), flatten(owner.toJSON()))!, children);
    expect(mirror.toJSON()).toEqual(owner.toJSON());

    const before = flatten(owner.toJSON());
    owner.phase = 'CRASHED';
    owner.crashPointHundredths = 412;
    owner.bets.get('u1')!.status = 'LOST';
    owner.history.unshift(new CrashHistoryEntry({ roundId: '7', crashPointHundredths: 412, hash: 'h7' }));
    const kept = mirror.bets.get('u1');
    applyDelta(mirror, diffStates(before, flatten(owner.toJSON()))!, children);
    expect(mirror.toJSON()).toEqual(owner.toJSON());
    // A changed entry is updated in place, so only its changed fields are patched to the mirror's clients.
    expect(mirror.bets.get('u1')).toBe(kept);
  });

  it('report nothing when nothing changed', () => {
    const state = new CrashRoomState({ variant: 'classic' });
    state.bets.set('u1', bet('u1', 100));
    expect(diffStates(flatten(state.toJSON()), flatten(state.toJSON()))).toBeUndefined();
  });

  it("build the schemas inside an array element (a DropZone entry's skins), which a schema does not take as plain objects", () => {
    const owner = new JackpotState({ roundId: '3', status: 'OPEN' });
    const mirror = new JackpotState();
    const entry = new JackpotEntryState({ betId: 'b1', userId: 'u1', valueCents: 450 });
    entry.items.push(new JackpotItemState({ id: 'i1', name: 'Skin', priceCents: 450 }));
    owner.entries.push(entry);
    applyDelta(mirror, diffStates(flatten(mirror.toJSON()), flatten(owner.toJSON()))!, {
      entries: { of: JackpotEntryState, children: { items: JackpotItemState } },
    });
    expect(mirror.toJSON()).toEqual(owner.toJSON());
    expect(mirror.entries[0]!.items[0]).toBeInstanceOf(JackpotItemState);
  });
});
