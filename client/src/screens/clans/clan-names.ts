import type { TFunction } from 'i18next';
import type { ClanId, ClanWarAreaId } from '@arena/schemas';

/** Clan and area names come from the locales (`clans.names.*`, `clans.areas.*`); ids arrive as plain strings. */
export const clanName = (t: TFunction, id: string | null | undefined): string =>
  id ? t(`clans.names.${id as ClanId}`) : '';
export const areaName = (t: TFunction, id: string | null | undefined): string =>
  id ? t(`clans.areas.${id as ClanWarAreaId}`) : '';
