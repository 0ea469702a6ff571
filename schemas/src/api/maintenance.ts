import { z } from 'zod';
import { EpochMs } from './bounds';

/**
 * docs/product-rules.md §3: a maintenance window is a full PAGE (only its end time matters) or a dismissible
 * BANNER.
 */
export const MAINTENANCE_TYPES = ['PAGE', 'BANNER'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

/**
 * Roles the maintenance PAGE does not stop. The page is the players'
 * notice, not a lock (the API keeps answering, and refuses by role as always), so every staff role passes: ADMIN to
 * check the site and end the window from the console, SUPPORT to keep answering conversations in its console tab,
 * MODERATOR to watch the chat that players come back to. Staff see a banner saying the page is up for players.
 */
export const MAINTENANCE_PASS_ROLES: readonly string[] = ['ADMIN', 'MODERATOR', 'SUPPORT'];

export function passesMaintenancePage(role: string | null | undefined): boolean {
  return role != null && MAINTENANCE_PASS_ROLES.includes(role);
}

/** What `GET /api/maintenance` answers: the active page window and the current or upcoming banner. */
export const MaintenanceAnswer = z.object({
  page: z.object({ finishedAt: z.number().int() }).nullable(),
  banner: z.object({ id: z.string(), startedAt: z.number().int(), finishedAt: z.number().int() }).nullable(),
});
export type MaintenanceAnswer = z.infer<typeof MaintenanceAnswer>;

/** An admin opening a window; `startedAt` defaults to now. Times are epoch milliseconds. */
export const MaintenanceWindowBody = z
  .strictObject({
    type: z.enum(MAINTENANCE_TYPES),
    startedAt: EpochMs.optional(),
    finishedAt: EpochMs,
  })
  .refine((body) => body.startedAt === undefined || body.finishedAt > body.startedAt, { path: ['finishedAt'] });
export type MaintenanceWindowBody = z.infer<typeof MaintenanceWindowBody>;

export const MaintenanceWindowAnswer = z.object({
  id: z.string(),
  type: z.enum(MAINTENANCE_TYPES),
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
});
export type MaintenanceWindowAnswer = z.infer<typeof MaintenanceWindowAnswer>;

/**
 * Public settings the browser needs at boot and cannot know at build time: the RUB rate of the
 * server's config, whether developer sign-in is on, where the game server listens and the item CDN base.
 */
export const SiteAnswer = z.object({
  rubPerUsd: z.number().positive(),
  devSignIn: z.boolean(),
  gameServerUrl: z.string(),
  cdnBaseUrl: z.string(),
  /** The community modal's channels (COMMUNITY_LINKS); none: no community button. Optional for older servers. */
  communityLinks: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
  /** Whether an external shop is configured (EXTERNAL_SHOP_URL): the header then links to `/api/auth/inshop`. */
  externalShop: z.boolean().optional(),
});
export type SiteAnswer = z.infer<typeof SiteAnswer>;
