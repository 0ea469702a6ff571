import type { AppServices } from '../http/services';
import { DatabaseSupportProvider } from './database-provider';
import type { SupportProvider } from './provider';

const desks = new WeakMap<AppServices, SupportProvider>();

/** The support desk of this process, chosen by SUPPORT_PROVIDER (config refuses unknown names at start). */
export function supportDeskOf(services: AppServices): SupportProvider {
  let desk = desks.get(services);
  if (!desk) {
    switch (services.config.supportProvider) {
      case 'database':
        desk = new DatabaseSupportProvider(services.orm);
        break;
    }
    desks.set(services, desk);
  }
  return desk;
}
