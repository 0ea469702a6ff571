import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CLAN_RULES, clanColour } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import { areaName, clanName } from './clan-names';
import type { ClansStore } from './clans-store';
import styles from './clans.module.css';

/** The selected area: who holds it, what taking (or reinforcing) it costs, and the spend form for premium members. */
export const CapturePanel = observer(function CapturePanel({ store }: { store: ClansStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [points, setPoints] = useState('');
  const area = store.selectedArea;
  const me = store.overview?.me ?? null;
  const action = store.selectedAction;
  if (!area)
    return (
      <Card className={styles.capture}>
        <p className={screens.muted}>{t('clans.map.pick')}</p>
      </Card>
    );
  const minimum = action?.minimum ?? Math.max(area.captureCost, area.defence + 1);
  const done = store.captured;
  return (
    <Card className={styles.capture}>
      <h2 data-testid="selected-area">{areaName(t, area.id)}</h2>
      <p>
        {area.clanId ? (
          <>
            <span style={{ color: clanColour(area.clanId) }}>
              {t('clans.map.heldBy', { clan: clanName(t, area.clanId) })}
            </span>{' '}
            · {t('clans.map.defence', { points: area.defence })}
            {area.capturedBy && (
              <span className={screens.muted}> · {t('clans.map.takenBy', { name: area.capturedBy })}</span>
            )}
          </>
        ) : (
          <>
            {t('clans.map.free')} · {t('clans.map.cost', { points: area.captureCost })}
          </>
        )}
      </p>
      {me && !me.clanId && <p className={screens.muted}>{t('clans.capture.joinFirst')}</p>}
      {me?.clanId && !me.premium && (
        <Alert kind="info">
          {t('clans.capture.premiumOnly')} <AppLink to="/premium">{t('clans.capture.toPremium')}</AppLink>
        </Alert>
      )}
      {me?.clanId && me.premium && (
        <form
          className={screens.form}
          onSubmit={(event) => {
            event.preventDefault();
            void store.capture(Number(points));
          }}
        >
          <TextField
            label={t('clans.capture.points')}
            hint={t('clans.capture.minimum', { points: minimum })}
            inputMode="numeric"
            value={points}
            onChange={(event) => setPoints(event.target.value.replace(/[^0-9]/g, ''))}
            name="points"
          />
          <Button type="submit" busy={store.busy} disabled={points === ''}>
            {action?.action === 'REINFORCE' ? t('clans.capture.reinforce') : t('clans.capture.capture')}
          </Button>
        </form>
      )}
      {store.captureError && <Alert kind="error">{errorText(store.captureError)}</Alert>}
      {done && done.area.id === area.id && (
        <Alert kind="success">
          {done.action === 'CAPTURE'
            ? t('clans.capture.captured', { area: areaName(t, area.id), points: done.area.defence })
            : t('clans.capture.reinforced', { area: areaName(t, area.id), points: done.area.defence })}
        </Alert>
      )}
      <p className={styles.note}>{t('clans.capture.rules', { max: CLAN_RULES.maxAreasPerClan })}</p>
    </Card>
  );
});
