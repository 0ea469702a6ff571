import type { SteamAccountFacts } from '@arena/schemas';

/** Who is asked about: the platform user and, when they signed in with Steam, their 64-bit Steam id. */
export interface SteamAccountSubject {
  userId: string;
  steamId: string | null;
  /** The name and avatar the platform holds (the sandbox answers with them). */
  name: string;
  avatar: string | null;
}

/**
 * The one way bonus conditions learn about a player's game-platform account. The sandbox answers locally (tests,
 * demos); the Steam Web API adapter answers for real accounts when a key is configured.
 */
export interface SteamAccountProvider {
  readonly kind: 'sandbox' | 'steam';
  facts(subject: SteamAccountSubject): Promise<SteamAccountFacts>;
}
