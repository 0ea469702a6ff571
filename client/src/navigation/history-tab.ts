/** Whose rounds a game's history tab shows: `null` for the signed-in player, else a user id (`/user/{id}`). */
export interface HistoryTabProps {
  userId: string | null;
}
