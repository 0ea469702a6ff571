import { Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { HistoryGame } from './history-games';

/** A game's history tab; its own Suspense, so a lazy tab loading keeps the profile header and tabs on screen. */
export function HistoryGameTab({ game, userId }: { game: HistoryGame; userId: string | null }) {
  const Tab = game.component;
  return (
    <Suspense fallback={<Spinner />}>
      <Tab userId={userId} />
    </Suspense>
  );
}
