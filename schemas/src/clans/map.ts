/**
 * The clans and the domination map: seed data both processes and the browser agree on. The migration inserts the
 * clans; areas live only here (their ownership per season is in `clan_war_areas`). Names are shown through
 * `clans.names.<id>` and `clans.areas.<id>` in the locales.
 */

export const CLANS = [
  { id: 'wolves', colour: '#4c8dff' },
  { id: 'ravens', colour: '#a86bff' },
  { id: 'vipers', colour: '#2ed47a' },
  { id: 'bears', colour: '#ff8a3d' },
] as const;
export type ClanId = (typeof CLANS)[number]['id'];
export const CLAN_IDS: readonly ClanId[] = CLANS.map((c) => c.id);

export function isClanId(value: unknown): value is ClanId {
  return typeof value === 'string' && (CLAN_IDS as readonly string[]).includes(value);
}

export function clanColour(id: string): string {
  return CLANS.find((c) => c.id === id)?.colour ?? '#5b6478';
}

/**
 * Twelve hexagonal areas on a 4 x 3 grid (odd rows shifted half a cell). The centre costs most to take from
 * nobody; the corners least.
 */
export const CLAN_WAR_AREAS = [
  { id: 'harbor', col: 0, row: 0, captureCost: 10 },
  { id: 'mill', col: 1, row: 0, captureCost: 15 },
  { id: 'watchtower', col: 2, row: 0, captureCost: 15 },
  { id: 'peak', col: 3, row: 0, captureCost: 10 },
  { id: 'bridge', col: 0, row: 1, captureCost: 20 },
  { id: 'citadel', col: 1, row: 1, captureCost: 40 },
  { id: 'market', col: 2, row: 1, captureCost: 30 },
  { id: 'quarry', col: 3, row: 1, captureCost: 20 },
  { id: 'docks', col: 0, row: 2, captureCost: 10 },
  { id: 'canyon', col: 1, row: 2, captureCost: 15 },
  { id: 'oasis', col: 2, row: 2, captureCost: 15 },
  { id: 'dunes', col: 3, row: 2, captureCost: 10 },
] as const;
export type ClanWarAreaId = (typeof CLAN_WAR_AREAS)[number]['id'];
export type ClanWarArea = (typeof CLAN_WAR_AREAS)[number];

export function findArea(id: string): ClanWarArea | undefined {
  return CLAN_WAR_AREAS.find((a) => a.id === id);
}

/** Map geometry for drawing (SVG user units): hexagon radius and the view box that holds the grid. */
export const CLAN_MAP_HEX_RADIUS = 72;
const HEX_WIDTH = Math.sqrt(3) * CLAN_MAP_HEX_RADIUS;
const MARGIN = 8;
export const CLAN_MAP_VIEWBOX = {
  width: Math.ceil(HEX_WIDTH * 4.5 + 2 * MARGIN),
  height: Math.ceil(CLAN_MAP_HEX_RADIUS * (2 + 1.5 * 2) + 2 * MARGIN),
};

/** The centre of an area's hexagon (pointy-top). */
export function areaCentre(area: { col: number; row: number }): { x: number; y: number } {
  return {
    x: MARGIN + HEX_WIDTH / 2 + area.col * HEX_WIDTH + (area.row % 2 ? HEX_WIDTH / 2 : 0),
    y: MARGIN + CLAN_MAP_HEX_RADIUS + area.row * 1.5 * CLAN_MAP_HEX_RADIUS,
  };
}

/** The hexagon's corners as an SVG `points` attribute, slightly inset so neighbours show a gap. */
export function areaPolygon(area: { col: number; row: number }, inset = 3): string {
  const { x, y } = areaCentre(area);
  const r = CLAN_MAP_HEX_RADIUS - inset;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}
