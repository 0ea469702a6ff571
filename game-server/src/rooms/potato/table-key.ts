import { createHmac } from 'node:crypto';
import type { AppServices } from '@arena/api';

/**
 * What a process puts in the options when it opens a table, possibly on another process of the cluster: every
 * process shares the token secret, so each can check it, and a client (who cannot know it) cannot open a table.
 */
export function potatoTableKey(services: AppServices): string {
  return createHmac('sha256', services.config.jwtSecret).update('potato-table').digest('hex');
}
