import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CLAN_MAP_VIEWBOX, CLAN_WAR_AREAS, areaCentre, areaPolygon, clanColour } from '@arena/schemas';
import { areaName } from './clan-names';
import type { ClansStore } from './clans-store';
import styles from './clans.module.css';

/**
 * The domination map in SVG: one hexagon per area, filled with its holder's colour (grey while free). Areas are
 * buttons (click or Enter) that select the area for the capture panel; the newest capture flashes.
 */
export const WarMap = observer(function WarMap({ store }: { store: ClansStore }) {
  const { t } = useTranslation();
  const byId = new Map(store.areas.map((a) => [a.id, a]));
  const flash = store.lastCapture;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${CLAN_MAP_VIEWBOX.width} ${CLAN_MAP_VIEWBOX.height}`}
      role="group"
      aria-label={t('clans.map.title')}
    >
      {CLAN_WAR_AREAS.map((area) => {
        const view = byId.get(area.id);
        const { x, y } = areaCentre(area);
        const held = view?.clanId ?? null;
        const selected = store.selectedAreaId === area.id;
        const label = `${areaName(t, area.id)}: ${held ? t('clans.map.defence', { points: view?.defence ?? 0 }) : t('clans.map.cost', { points: area.captureCost })}`;
        return (
          <g
            key={area.id}
            role="button"
            tabIndex={0}
            aria-pressed={selected}
            aria-label={label}
            data-area={area.id}
            data-clan={held ?? ''}
            className={[styles.area, selected && styles.areaSelected].filter(Boolean).join(' ')}
            onClick={() => store.select(area.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                store.select(area.id);
              }
            }}
          >
            <polygon
              points={areaPolygon(area)}
              fill={held ? clanColour(held) : 'var(--surface-3)'}
              fillOpacity={held ? 0.75 : 1}
            />
            {flash?.areaId === area.id && (
              <polygon key={flash.seq} className={styles.flash} points={areaPolygon(area)} />
            )}
            <text x={x} y={y - 4} className={styles.areaName}>
              {areaName(t, area.id)}
            </text>
            <text x={x} y={y + 18} className={styles.areaValue}>
              {held ? `◆ ${view?.defence ?? 0}` : `◇ ${area.captureCost}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
