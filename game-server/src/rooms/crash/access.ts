import type { SqlEntityManager } from '@mikro-orm/sql';
import { hasPremium } from '@arena/api';
import { AppError, type CrashVariant } from '@arena/schemas';
import { roomServices } from '../../services';

/** Who may join a variant's room (the owner's or a mirror): anyone watches classic; plus is for premium players. */
export async function admitToCrash(variant: CrashVariant, userId: string | undefined): Promise<void> {
  if (variant !== 'plus') return;
  const premium = userId ? await hasPremium(roomServices().orm.em.fork() as SqlEntityManager, userId) : false;
  if (!premium) throw new AppError('CRASH.PLUS_NEEDS_PREMIUM');
}
