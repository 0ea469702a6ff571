import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';
import type { RoomStatus } from '../transport/room-session';
import { Alert } from '../ui/Feedback';
import { Spinner } from '../ui/Spinner';

/** What a shared-round game's store offers its screen to join and leave the room. */
export interface RoomStoreConnection {
  connect(token: string | null): Promise<void> | void;
  disconnect(): void;
}

/**
 * Joins the room once the site settings (the game server's address) are known, again when the player signs in or
 * out (the token changes who sits in the room), and leaves it with the screen.
 */
export function useRoomConnection(store: RoomStoreConnection): void {
  const root = useStores();
  const token = root.session.bearer;
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    void store.connect(token);
    return () => store.disconnect();
  }, [store, token, serverKnown]);
}

/** The room's state above a game: a spinner before the first state, the unreachable error, the closing notice. */
export function RoomStatusAlerts({
  game,
  status,
  loading,
  closing,
}: {
  game: 'bingo' | 'jackpot' | 'roll' | 'potato';
  status: RoomStatus;
  loading: boolean;
  closing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {status === 'connecting' && loading && <Spinner />}
      {status === 'failed' && <Alert kind="error">{t(`${game}.unreachable` as const)}</Alert>}
      {closing && <Alert kind="info">{t(`${game}.closing` as const)}</Alert>}
    </>
  );
}
