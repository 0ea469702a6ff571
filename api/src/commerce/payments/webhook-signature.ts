import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError, PAYMENT_RULES } from '@arena/schemas';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** Milliseconds since the epoch at which the provider sent this delivery (signed). */
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** One id per delivery attempt (signed); the platform accepts each id once. */
export const DELIVERY_HEADER = 'x-sandbox-delivery';
const SIGNATURE_PREFIX = 'sha256=';
const DELIVERY_ID = /^[A-Za-z0-9_-]{8,64}$/;
const TIMESTAMP = /^[0-9]{1,15}$/;

export interface WebhookDelivery {
  timestamp: number;
  deliveryId: string;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<delivery id>.<raw body>">`. */
export function signPayload(secret: string, rawBody: string, delivery: WebhookDelivery): string {
  const signed = `${delivery.timestamp}.${delivery.deliveryId}.${rawBody}`;
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(signed).digest('hex');
}

/** The headers one delivery of `rawBody` goes out with: a fresh delivery id, the sending time and the signature. */
export function signedWebhookHeaders(secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const delivery = { timestamp: now, deliveryId: `dlv_${randomUUID()}` };
  return {
    [SIGNATURE_HEADER]: signPayload(secret, rawBody, delivery),
    [TIMESTAMP_HEADER]: String(delivery.timestamp),
    [DELIVERY_HEADER]: delivery.deliveryId,
  };
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Checks a delivery's signature (constant time) and then its age. A forged or unsigned delivery is
 * PAYMENT.BAD_SIGNATURE (401); a correctly signed one dated outside `PAYMENT_RULES.webhookToleranceMs` of `now` is
 * PAYMENT.STALE_WEBHOOK (400), so a captured delivery cannot be sent again later. Answers the delivery id, which
 * the caller still has to burn once (replays inside the window).
 */
export function verifyWebhook(secret: string, rawBody: string, headers: Headers, now = Date.now()): WebhookDelivery {
  const signature = headers[SIGNATURE_HEADER];
  const timestamp = headers[TIMESTAMP_HEADER];
  const deliveryId = headers[DELIVERY_HEADER];
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || typeof deliveryId !== 'string') {
    throw new AppError('PAYMENT.BAD_SIGNATURE', [], 401);
  }
  if (!TIMESTAMP.test(timestamp) || !DELIVERY_ID.test(deliveryId)) throw new AppError('PAYMENT.BAD_SIGNATURE', [], 401);
  const delivery = { timestamp: Number(timestamp), deliveryId };
  const expected = Buffer.from(signPayload(secret, rawBody, delivery));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('PAYMENT.BAD_SIGNATURE', [], 401);
  if (Math.abs(now - delivery.timestamp) > PAYMENT_RULES.webhookToleranceMs)
    throw new AppError('PAYMENT.STALE_WEBHOOK', [], 400);
  return delivery;
}
