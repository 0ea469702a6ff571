import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, BONUS_PAGE_RULES, type CaptchaChallengeAnswer, type DailyBonusClaimBody } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';

/** What a checked answer says: whose challenge it was (null: not one of ours, or expired) and whether it was solved. */
export interface CaptchaCheck {
  challengeId: string | null;
  solved: boolean;
}

/**
 * A human check in front of the daily bonus. The platform runs offline, so the one provider is a sandbox of its own;
 * a hosted captcha (hCaptcha, Turnstile) would be another implementation of this interface (its `check` calls the
 * vendor's verify endpoint). Single use is kept by the caller, in the database, for every provider.
 */
export interface CaptchaProvider {
  readonly kind: CaptchaChallengeAnswer['provider'];
  issue(userId: string, nowMs: number): Promise<CaptchaChallengeAnswer>;
  check(userId: string, token: string, answer: string, nowMs: number): Promise<CaptchaCheck>;
}

interface SandboxPayload {
  /** Challenge id (single use). */
  id: string;
  /** The user it was issued to. */
  u: string;
  /** Expiry, epoch ms. */
  e: number;
  /** HMAC of the expected answer: the client cannot read the answer out of the token, nor forge another. */
  a: string;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const fromB64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/** "12", " 12 ", "+12" are the same answer; anything but an integer is wrong. */
export function normaliseAnswer(answer: string): string | null {
  const trimmed = answer.trim().replace(/^\+/, '');
  return /^-?\d{1,6}$/.test(trimmed) ? String(Number(trimmed)) : null;
}

/**
 * Server-generated arithmetic ("7 + 12", "4 × 6"), stateless until answered: the token carries the challenge id, the
 * user, the expiry and a MAC of the answer, all signed with HMAC-SHA256 under a key derived from the platform secret.
 */
export class SandboxCaptcha implements CaptchaProvider {
  readonly kind = 'sandbox' as const;
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('bonus-page:sandbox-captcha').digest();
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  async issue(userId: string, nowMs: number): Promise<CaptchaChallengeAnswer> {
    const max = BONUS_PAGE_RULES.captcha.maxOperand;
    const a = randomInt(1, max + 1);
    const b = randomInt(1, max + 1);
    const times = randomInt(2) === 1;
    const expected = times ? a * b : a + b;
    const payload: SandboxPayload = { id: randomUUID(), u: userId, e: nowMs + BONUS_PAGE_RULES.captcha.ttlMs, a: '' };
    payload.a = this.mac(`answer:${payload.id}:${expected}`);
    const body = b64(JSON.stringify(payload));
    return {
      provider: this.kind,
      token: `${body}.${this.mac(`token:${body}`)}`,
      question: `${a} ${times ? '×' : '+'} ${b}`,
      expiresAt: payload.e,
    };
  }

  async check(userId: string, token: string, answer: string, nowMs: number): Promise<CaptchaCheck> {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || !this.same(signature, this.mac(`token:${body}`)))
      return { challengeId: null, solved: false };
    let payload: SandboxPayload;
    try {
      payload = JSON.parse(fromB64(body)) as SandboxPayload;
    } catch {
      return { challengeId: null, solved: false };
    }
    if (payload.u !== userId || !(payload.e > nowMs)) return { challengeId: null, solved: false };
    const normalised = normaliseAnswer(answer);
    return {
      challengeId: payload.id,
      solved: normalised !== null && this.same(payload.a, this.mac(`answer:${payload.id}:${normalised}`)),
    };
  }

  private same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }
}

const providers = new WeakMap<AppServices, CaptchaProvider>();

/** This process's captcha: the sandbox, keyed from JWT_SECRET. */
export function captchaOf(services: AppServices): CaptchaProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider = new SandboxCaptcha(services.config.jwtSecret);
    providers.set(services, provider);
  }
  return provider;
}

/** Puts another provider in place (a hosted captcha, or a stand-in in tests). */
export function useCaptcha(services: AppServices, provider: CaptchaProvider): void {
  providers.set(services, provider);
}

/**
 * PROMOCODE.CAPTCHA unless the answer solves an unexpired challenge issued to this user that was never answered
 * before. Any answer to an authentic challenge uses it up, right or wrong, so guesses need a new challenge each.
 */
export async function passCaptcha(
  services: AppServices,
  em: SqlEntityManager,
  userId: string,
  body: DailyBonusClaimBody,
  nowMs: number,
): Promise<void> {
  const { challengeId, solved } = await captchaOf(services).check(userId, body.token, body.answer, nowMs);
  if (!challengeId || !/^[0-9a-f-]{36}$/.test(challengeId)) throw new AppError('PROMOCODE.CAPTCHA');
  const first = await queryOne<{ challenge_id: string }>(
    em,
    `insert into bonus_captcha_uses (challenge_id, user_id, used_at) values (?, ?, ?) on conflict do nothing returning challenge_id`,
    [challengeId, userId, new Date(nowMs)],
  );
  if (!first || !solved) throw new AppError('PROMOCODE.CAPTCHA');
}
