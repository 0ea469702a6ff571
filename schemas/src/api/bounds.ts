import { z } from 'zod';

/**
 * The last millisecond of year 9999: every epoch time a request may carry. JavaScript dates and Postgres timestamps
 * both hold it; larger values (9,007,199,254,740,991 once) became invalid dates and 500s.
 */
export const MAX_EPOCH_MS = 253_402_300_799_999;
export const EpochMs = z.number().int().positive().max(MAX_EPOCH_MS);

/** A bigserial id in a path: digits that fit Postgres bigint (20 digits once gave a 500). */
export const BigserialId = z.string().regex(/^[1-9]\d{0,17}$/);

/** The largest Postgres `integer`: ids of int columns (catalogue items) a request names; beyond it the insert failed with a 500. */
export const MAX_INT4 = 2_147_483_647;
export const Int4Id = z.number().int().positive().max(MAX_INT4);
