import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../db/sql';
import { STAFF_ROLES, isDeceptiveName, nameSkeleton } from './name-skeleton';

/** The neutral name a deceptive one is replaced with (names come from the identity provider, so sign-in goes on). */
export function fallbackName(userId: string): string {
  return `Player ${String(parseInt(userId.replace(/-/g, '').slice(-8), 16) % 100_000).padStart(5, '0')}`;
}

/** Skeletons of the names of every staff member other than `exceptUserId`. */
async function staffSkeletons(tx: SqlEntityManager, exceptUserId: string): Promise<Set<string>> {
  const rows = await queryRows<{ name: string; name_skeleton: string | null }>(
    tx,
    `select name, name_skeleton from users where role in (${STAFF_ROLES.map(() => '?').join(', ')}) and id <> ?`,
    [...STAFF_ROLES, exceptUserId],
  );
  return new Set(rows.map((row) => row.name_skeleton ?? nameSkeleton(row.name)));
}

/**
 * The name a user is shown under and its skeleton. Staff keep theirs; a player's name that mixes scripts within a
 * word, looks like a reserved word (admin, support …) or like a staff member's name becomes `fallbackName`.
 */
export async function displayNameFor(
  tx: SqlEntityManager,
  user: { id: string; name: string; role: string },
): Promise<{ name: string; skeleton: string; replaced: boolean }> {
  const name = user.name.slice(0, 64);
  const staff = (STAFF_ROLES as readonly string[]).includes(user.role);
  if (!staff && isDeceptiveName(name, await staffSkeletons(tx, user.id))) {
    const fallback = fallbackName(user.id);
    return { name: fallback, skeleton: nameSkeleton(fallback), replaced: true };
  }
  return { name, skeleton: nameSkeleton(name), replaced: false };
}
