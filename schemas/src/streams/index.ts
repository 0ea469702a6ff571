import { z } from 'zod';

/** Streams list (/streams): managed by admins, read by everyone. Times in epoch ms. */

export const STREAM_PLATFORMS = ['TWITCH', 'YOUTUBE', 'KICK', 'OTHER'] as const;
export const StreamPlatform = z.enum(STREAM_PLATFORMS);
export type StreamPlatform = z.infer<typeof StreamPlatform>;

export const STREAM_RULES = {
  titleMaxLength: 120,
  streamerMaxLength: 60,
  urlMaxLength: 500,
  /** Streams listed at most. */
  listLimit: 100,
} as const;

const HttpUrl = z
  .string()
  .trim()
  .max(STREAM_RULES.urlMaxLength)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/** `POST /api/admin/streams`. Lower `order` comes first; live streams are listed before the others. */
export const StreamBody = z.object({
  title: z.string().trim().min(1).max(STREAM_RULES.titleMaxLength),
  streamer: z.string().trim().min(1).max(STREAM_RULES.streamerMaxLength),
  url: HttpUrl,
  platform: StreamPlatform,
  live: z.boolean().default(false),
  order: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type StreamBody = z.infer<typeof StreamBody>;

/** `PUT /api/admin/streams/{id}`: any of the fields; at least one. */
export const StreamUpdateBody = z
  .object({
    title: z.string().trim().min(1).max(STREAM_RULES.titleMaxLength),
    streamer: z.string().trim().min(1).max(STREAM_RULES.streamerMaxLength),
    url: HttpUrl,
    platform: StreamPlatform,
    live: z.boolean(),
    order: z.number().int().min(-1_000_000).max(1_000_000),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to change');
export type StreamUpdateBody = z.infer<typeof StreamUpdateBody>;

export const StreamIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export type StreamIdParams = z.infer<typeof StreamIdParams>;

export const Stream = z.object({
  id: z.number().int(),
  title: z.string(),
  streamer: z.string(),
  url: z.string(),
  platform: StreamPlatform,
  live: z.boolean(),
  order: z.number().int(),
  updatedAt: z.number().int(),
});
export type Stream = z.infer<typeof Stream>;

/** `GET /api/streams`: live first, then by `order`, then oldest first. */
export const StreamListAnswer = z.object({ streams: z.array(Stream) });
export type StreamListAnswer = z.infer<typeof StreamListAnswer>;

export const StreamDeleteAnswer = z.object({ ok: z.literal(true) });
