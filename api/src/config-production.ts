import { TREASURE_RULES } from '@arena/schemas';
import { readTrustProxy } from './config-trust-proxy';

/**
 * One notion of production for every package: NODE_ENV `production` or `prod`, in any case, with any white space
 * around it. Each check that differs in production asks this, never the spelling (`NODE_ENV=prod` once kept dev
 * sign-in on and `NODE_ENV=Production` accepted a changed drop divisor).
 */
export function isProduction(nodeEnv: string | undefined): boolean {
  const value = (nodeEnv ?? '').trim().toLowerCase();
  return value === 'production' || value === 'prod';
}

/** The shortest JWT_SECRET production accepts (HS256 wants a key at least as long as its 256-bit output). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

const enabled = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

/**
 * Settings that are fine on a developer's machine and unsafe in production, one line each (an empty list: none).
 * Production refuses to start with any of them rather than quietly overriding it, so an operator sees what to fix.
 */
export function unsafeProductionSettings(env: NodeJS.ProcessEnv): string[] {
  const lines: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (secret === '') lines.push('JWT_SECRET is required in production');
  else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH)
    lines.push(`JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
  if (enabled(env.DEV_SIGNIN)) lines.push('DEV_SIGNIN must be off in production (anyone could sign in as anyone)');
  if (enabled(env.DEMO_DATA)) lines.push('DEMO_DATA must be off in production (it seeds users and balances)');
  const divisor = (env.TREASURES_DROP_DIVISOR ?? '').trim();
  if (divisor !== '' && Number(divisor) !== TREASURE_RULES.cardChanceDivisor) {
    lines.push(
      `TREASURES_DROP_DIVISOR cannot be changed in production (the published rule is ${TREASURE_RULES.cardChanceDivisor})`,
    );
  }
  try {
    readTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    // Refused in every environment; listed here too so that production names all its refusals at once.
    lines.push((error as Error).message);
  }
  for (const name of ['GAME_CONNECTIONS_PER_ADDRESS', 'GAME_MATCHMAKE_PER_MINUTE'] as const) {
    if ((env[name] ?? '').trim() === '0') lines.push(`${name}=0 turns a flood limit off; not in production`);
  }
  return lines;
}

/** loadConfig's refusal in production: every unsafe setting, one line each. */
export class UnsafeConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'UnsafeConfigError';
  }
}
