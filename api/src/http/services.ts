import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PlatformConfig } from '../config';
import type { Orm } from '../db/database';
import type { SessionStore } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { Ledger } from '../ledger/ledger';

/** What route modules get: the database, the ledger, the token service and the sessions of this process. */
export interface AppServices {
  config: PlatformConfig;
  orm: Orm;
  ledger: Ledger;
  tokens: TokenService;
  sessions: SessionStore;
  /**
   * Run in the transaction that credits a confirmed deposit, after the credit, with the player's row locked: what
   * games give for deposits (bingo's earned tickets). Registered by the composition root (createServices), so the
   * money layer does not import the games above it.
   */
  depositCredited: readonly DepositCreditedHook[];
}

export type DepositCreditedHook = (tx: SqlEntityManager, userId: string) => Promise<unknown>;

/** A request-scoped entity manager (MikroORM forbids the global one). */
export function requestEm(services: AppServices): SqlEntityManager {
  return services.orm.em.fork() as SqlEntityManager;
}
