import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MINIGAME_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText } from '../../stores/stores-context';
import { ApiError } from '../../transport/api-error';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { formatTimeLeft } from '../premium/premium-views';
import { RewardLabel } from '../premium/RewardLabel';
import screens from '../screens.module.css';
import { CardBoard } from './CardBoard';
import type { MinigameId, MinigameStore } from './minigame-store';
import styles from './minigame.module.css';
import { FairAlgorithm } from '../fair/FairAlgorithm';

const percent = (weight: number, total: number) => `${((weight * 100) / total).toFixed(2)}%`;

/** One minigame: rules, plays left, the board, the published prize table with exact odds. */
export const GamePanel = observer(function GamePanel(props: {
  store: MinigameStore;
  game: MinigameId;
  signedIn: boolean;
  nowMs: number;
  onPick: (pick: number) => void;
}) {
  const { store, game, signedIn, nowMs, onPick } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = store.state;
  const table = state?.[game];
  if (!state || !table) return null;
  const answer = store.revealed[game];
  const error = store.errors[game];
  const left = table.playsLeft;

  return (
    <Card className={game === 'christmas' ? styles.christmas : undefined}>
      <div className={screens.stack} data-testid={`${game}-panel`}>
        <div className={styles.gameHead}>
          <h2>{t(`minigame.${game}.name`)}</h2>
          {left !== null && table.blocked === null && (
            <span className={styles.left} data-testid={`${game}-left`}>
              {t('minigame.playsLeft', { left, total: table.playsPerDay })}
            </span>
          )}
        </div>
        <p className={styles.note}>{t(`minigame.${game}.rules`, { max: MINIGAME_RULES.trinity.maxPlaysPerDay })}</p>
        {table.blocked !== null ? (
          <Alert kind="info">
            <div className={screens.stack}>
              {state.battlepass ? (
                <>
                  <strong>{errorText(new ApiError(table.blocked, [], 403))}</strong>
                  <span>{t('minigame.christmas.needsPremium')}</span>
                </>
              ) : (
                <span>{t('minigame.noPass')}</span>
              )}
              <AppLink to="/premium">{t('minigame.toPremium')}</AppLink>
            </div>
          </Alert>
        ) : (
          <>
            <CardBoard store={store} game={game} onPick={onPick} />
            {!signedIn && <p className={styles.note}>{t('minigame.signIn')}</p>}
            {signedIn && left === 0 && (
              <p className={styles.note}>{t('minigame.nextIn', { time: formatTimeLeft(state.nextDayAt, nowMs) })}</p>
            )}
            {signedIn && !answer && left !== null && left > 0 && store.playing?.game !== game && (
              <p className={styles.note}>{t(`minigame.${game}.pick`)}</p>
            )}
          </>
        )}
        {answer && (
          <Alert kind="success">
            <div className={screens.row} data-testid={`${game}-prize`}>
              <span>
                {t('minigame.won')} <RewardLabel reward={answer.play.reward} />
              </span>
              <AppLink to={`/fair?bet=${answer.play.id}`}>{t('minigame.verify')}</AppLink>
              {left !== null && left > 0 && (
                <Button size="small" variant="secondary" onClick={() => store.dealAgain(game)}>
                  {t('minigame.again')}
                </Button>
              )}
            </div>
          </Alert>
        )}
        {error && <Alert kind="error">{errorText(error)}</Alert>}
        <details>
          <summary>{t('minigame.prizes')}</summary>
          <table className={styles.odds}>
            <tbody>
              {table.tiers.map((tier) => (
                <tr key={tier.tier}>
                  <td>
                    <RewardLabel reward={tier.reward} />
                  </td>
                  <td>{percent(tier.weight, table.totalWeight)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <FairAlgorithm id={game} />
      </div>
    </Card>
  );
});
