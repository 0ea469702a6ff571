import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RewardLabel } from '../premium/RewardLabel';
import type { MinigameId, MinigameStore } from './minigame-store';
import styles from './minigame.module.css';

/**
 * The face-down cards (Trinity) or wrapped gifts (Christmas). A pick sends the request; when the answer arrives
 * every card turns over (CSS 3D flip), the picked one first and highlighted, the others after a short stagger.
 */
export const CardBoard = observer(function CardBoard({
  store,
  game,
  onPick,
}: {
  store: MinigameStore;
  game: MinigameId;
  onPick: (pick: number) => void;
}) {
  const { t } = useTranslation();
  const table = store.state?.[game];
  if (!table) return null;
  const play = store.revealed[game]?.play;
  const canPick = store.canPick(game);
  return (
    <div className={styles.board} data-game={game}>
      {Array.from({ length: table.cards }, (_, index) => {
        const picked = play ? play.pick === index : store.playing?.game === game && store.playing.pick === index;
        const reward = play?.cards[index];
        const state = reward ? (picked ? 'won' : 'open') : picked ? 'flipping' : 'closed';
        const delay = { '--flip-delay': picked ? '0ms' : `${250 + index * 120}ms` } as CSSProperties;
        return (
          <button
            key={index}
            type="button"
            className={styles.card}
            data-state={state}
            data-testid={`${game}-card-${index}`}
            aria-label={t(`minigame.${game}.cardLabel`, { number: index + 1 })}
            aria-pressed={picked}
            disabled={!canPick}
            onClick={() => onPick(index)}
            style={delay}
          >
            <span className={styles.cardInner}>
              <span className={styles.cardBack} aria-hidden="true">
                {game === 'christmas' ? '🎁' : '✦'}
              </span>
              <span className={styles.cardFace}>{reward && <RewardLabel reward={reward} />}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
});
