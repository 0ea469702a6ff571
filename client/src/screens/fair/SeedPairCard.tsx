import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN } from '@arena/schemas';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { FairStore } from './fair-store';
import styles from './fair.module.css';

/** The signed-in player's active seed pair, client seed editing, rotation and the revealed pairs. */
export const SeedPairCard = observer(function SeedPairCard({ store }: { store: FairStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [clientSeed, setClientSeed] = useState('');
  const seeds = store.seeds;
  const seedValid = CLIENT_SEED_PATTERN.test(clientSeed);

  return (
    <Card>
      <div className={screens.stack}>
        <h2>{t('fair.seeds.title')}</h2>
        <p className={`${screens.muted} ${screens.small}`}>{t('fair.seeds.lead')}</p>
        {store.error !== null && <Alert kind="error">{errorText(store.error)}</Alert>}
        {seeds && (
          <dl className={styles.facts}>
            <dt>{t('fair.seeds.serverSeedHash')}</dt>
            <dd className={styles.hash} data-testid="fair-active-hash">
              {seeds.serverSeedHash}
            </dd>
            <dt>{t('fair.seeds.clientSeed')}</dt>
            <dd className={styles.hash} data-testid="fair-active-client">
              {seeds.clientSeed}
            </dd>
            <dt>{t('fair.seeds.nonce')}</dt>
            <dd>{seeds.nonce}</dd>
          </dl>
        )}
        <form
          className={screens.row}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!seedValid) return;
            void store.changeClientSeed(clientSeed).then((ok) => ok && setClientSeed(''));
          }}
        >
          <TextField
            label={t('fair.seeds.newClientSeed')}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            error={clientSeed !== '' && !seedValid ? t('fair.seeds.badClientSeed') : null}
            hint={t('fair.seeds.clientSeedHint')}
          />
          <Button type="submit" disabled={!seedValid} busy={store.busy}>
            {t('fair.seeds.save')}
          </Button>
        </form>
        <div className={screens.row}>
          <Button variant="secondary" busy={store.busy} onClick={() => void store.rotate()}>
            {t('fair.seeds.rotate')}
          </Button>
          <span className={`${screens.muted} ${screens.small}`}>{t('fair.seeds.rotateHint')}</span>
        </div>
        <h3>{t('fair.seeds.previous')}</h3>
        {seeds && seeds.previous.length === 0 && <Empty>{t('fair.seeds.noPrevious')}</Empty>}
        {seeds && seeds.previous.length > 0 && (
          <div className={screens.tableWrap}>
            <table className={screens.table} data-testid="fair-previous">
              <thead>
                <tr>
                  <th>{t('fair.seeds.serverSeed')}</th>
                  <th>{t('fair.seeds.clientSeed')}</th>
                  <th>{t('fair.seeds.bets')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {seeds.previous.map((pair) => (
                  <tr key={pair.serverSeedHash}>
                    <td className={styles.hash}>{pair.serverSeed}</td>
                    <td className={styles.hash}>{pair.clientSeed}</td>
                    <td>{pair.lastNonce + 1}</td>
                    <td>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => store.usePair(pair.serverSeed, pair.clientSeed)}
                      >
                        {t('fair.seeds.verify')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
});
