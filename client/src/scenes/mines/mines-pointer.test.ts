import { describe, expect, it } from 'vitest';
import type { MinesCurrentAnswer, MinesRoundAnswer, MinesRoundView } from '@arena/schemas';
import { MinesStore } from '../../games/mines/mines-store';
import { FakeBoardHost } from '../../testing/fake-board-host';
import { listenBoardPointer } from '../board-pointer';
import { minesFrame } from './mines-frame';
import { cellRect } from './mines-geometry';
import { type MinesHover, minesPointer } from './mines-pointer';

function view(patch: Partial<MinesRoundView> = {}): MinesRoundView {
  return {
    roundId: 'r1',
    status: 'PLAYING',
    mode: 'classic',
    mines: 3,
    stakeCents: 200,
    source: 'REAL',
    items: [],
    opened: [],
    gems: 0,
    defused: false,
    multiplier: 0.99,
    payoutCents: 198,
    nextMultiplier: 1.125,
    nextPayoutCents: 225,
    capped: false,
    mineCells: null,
    serverSeedHash: 'h'.repeat(64),
    clientSeed: 'seed',
    nonce: 3,
    createdAt: 1,
    ...patch,
  };
}

/** The page after a reload: the store resumes the open round; the board's host element is there. */
async function resumedBoard() {
  const posts: { path: string; body: unknown }[] = [];
  const store = new MinesStore({
    api: {
      get: async <T>() => ({ round: view() }) satisfies MinesCurrentAnswer as T,
      post: async <T>(path: string, body: unknown) => {
        posts.push({ path, body });
        return {
          round: view({ opened: [{ cell: 12, kind: 'GEM' }], gems: 1, multiplier: 1.125 }),
        } as MinesRoundAnswer as T;
      },
    },
    onMoney: () => undefined,
    now: () => 1000,
    newKey: () => 'key',
  });
  await store.load();
  const frame = () =>
    minesFrame({
      round: store.round,
      revealedAt: store.revealedAt,
      boardRevealedAt: store.boardRevealedAt,
      defusedShownAt: store.defusedShownAt,
      busy: store.busy,
    });
  const host = new FakeBoardHost();
  const hover: MinesHover = { cell: null };
  listenBoardPointer(
    host,
    minesPointer(frame, (cell) => void store.open(cell), hover),
  );
  /** Clicks the centre of a cell where the browser test aims: from the host's bounding box. */
  const click = (cell: number) => {
    const box = host.getBoundingClientRect();
    const rect = cellRect(box, cell);
    host.fire('click', box.left + rect.x + rect.size / 2, box.top + rect.y + rect.size / 2);
  };
  return { store, posts, host, hover, click };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mines board pointer', () => {
  it('opens the clicked cell of a round resumed on load before any Pixi scene was built or drawn', async () => {
    // The order that lost the click: the resumed round is playable at once, Pixi's application (and with it the
    // stage's event system) starts asynchronously later. Here no scene exists at all.
    const { store, posts, click } = await resumedBoard();
    expect(store.canOpen).toBe(true);
    click(12);
    await settle();
    expect(posts).toEqual([{ path: '/mines/rounds/r1/open', body: { cell: 12 } }]);
    expect(store.round?.multiplier).toBe(1.125);
  });

  it('ignores a click on an opened cell, in a gap, or while a step is on its way', async () => {
    const { store, posts, host, click } = await resumedBoard();
    click(12);
    click(3);
    await settle();
    expect(posts).toHaveLength(1);
    click(12);
    host.fire('click', 265, 262);
    await settle();
    expect(posts).toHaveLength(1);
    expect(store.round?.opened).toEqual([{ cell: 12, kind: 'GEM' }]);
  });

  it('keeps the hovered cell for the scene and clears it when the pointer leaves', async () => {
    const { host, hover } = await resumedBoard();
    const rect = cellRect(host.getBoundingClientRect(), 7);
    host.fire('pointermove', 264 + rect.x + rect.size / 2, 261 + rect.y + rect.size / 2);
    expect(hover.cell).toBe(7);
    host.fire('pointerleave');
    expect(hover.cell).toBeNull();
  });
});
