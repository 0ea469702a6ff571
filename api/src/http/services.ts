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
}

/** A request-scoped entity manager (MikroORM forbids the global one). */
export function requestEm(services: AppServices): SqlEntityManager {
  return services.orm.em.fork() as SqlEntityManager;
}
