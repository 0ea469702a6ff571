import type { AppServices } from '@arena/api';

let current: AppServices | undefined;

/**
 * Colyseus constructs rooms itself, so rooms reach the process's services (ledger, tokens, config) here.
 * Set once at boot, before any room is created.
 */
export function setRoomServices(services: AppServices): void {
  current = services;
}

export function roomServices(): AppServices {
  if (!current) throw new Error('room services are not set: boot the game server through createGameServer');
  return current;
}
