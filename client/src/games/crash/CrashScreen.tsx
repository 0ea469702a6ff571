import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type CrashVariant, isCrashVariant } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { AutoplayStore } from './autoplay-store';
import { BetPanel } from './BetPanel';
import { BetsList } from './BetsList';
import { crashConnector } from './crash-connection';
import { CrashStore } from './crash-store';
import { type Translate, curveFrame } from './curve-frame';
import { HistoryStrip } from './HistoryStrip';
import { VerifyView } from './VerifyView';
import styles from './crash.module.css';
import { BROWSER_CLOCK } from '../../transport/browser-clock';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

const CrashCanvas = lazy(() => import('../../scenes/crash/CrashCanvas'));

/** `/crash/:room`: the classic or plus room. */
export default function CrashScreen() {
  const { room = '' } = useParams();
  const { t } = useTranslation();
  if (!isCrashVariant(room)) {
    return (
      <Alert kind="error">
        {t('crash.unknownRoom')} <AppLink to="/crash/classic">{t('crash.variant.classic')}</AppLink>
      </Alert>
    );
  }
  return <CrashRoom key={room} variant={room} />;
}

const CrashRoom = observer(function CrashRoom({ variant }: { variant: CrashVariant }) {
  const root = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const [verifying, setVerifying] = useState<string | null>(null);
  const crash = useMemo(
    () =>
      new CrashStore(variant, {
        connect: crashConnector(() => root.site.settings?.gameServerUrl ?? null),
        userId: () => root.user.state?.id ?? null,
        onBalance: (balance, bonus) => root.user.setBalance(balance, bonus),
        ...BROWSER_CLOCK,
      }),
    [variant, root],
  );
  const autoplay = useMemo(() => new AutoplayStore(crash, window.localStorage), [crash]);
  const token = root.session.bearer;
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    void crash.connect(token);
    return () => crash.disconnect();
  }, [crash, token, serverKnown]);
  useEffect(() => autoplay.attach(), [autoplay]);
  // Staked skins leave the inventory when the bet is placed and are used up when it ends.
  useEffect(() => {
    const reload = () => void root.inventory.load().catch(() => undefined);
    const stopPlaced = crash.onBetPlaced(() => {
      root.inventory.clearSelection();
      reload();
    });
    const stopEnded = reaction(
      () => crash.myBet?.source === 'SKINS' && crash.myBet.status !== 'PLAYING',
      (ended) => ended && reload(),
    );
    return () => {
      stopPlaced();
      stopEnded();
    };
  }, [crash, root]);

  // The scene reads translations through a ref so a language switch needs no new scene.
  const words = useRef<{ t: Translate; money: (cents: number) => string }>({ t, money });
  words.current = { t, money };
  const frame = useMemo(() => () => curveFrame(crash, words.current.t, words.current.money), [crash]);

  return (
    <div className={styles.room} data-phase={crash.phase}>
      <div className={styles.titleRow}>
        <ScreenTitle title={t('crash.title')} />
        <nav className={styles.variants} aria-label={t('crash.variant.label')}>
          {(['classic', 'plus'] as const).map((v) => (
            <AppLink
              key={v}
              to={`/crash/${v}`}
              className={buttonClass(v === variant ? 'primary' : 'secondary', 'small')}
              aria-current={v === variant ? 'page' : undefined}
            >
              {t(`crash.variant.${v}`)}
            </AppLink>
          ))}
        </nav>
      </div>
      {crash.joinError && (
        <Alert kind="error">
          {errorText(crash.joinError)}
          {crash.joinError.key === 'CRASH.PLUS_NEEDS_PREMIUM' && (
            <>
              {' '}
              <AppLink to="/premium">{t('crash.premium')}</AppLink>
            </>
          )}
        </Alert>
      )}
      {crash.status === 'connecting' && crash.phase === 'CONNECTING' && <Spinner />}
      <div className={styles.stage}>
        <Suspense fallback={<div className={styles.canvasFallback} />}>
          <CrashCanvas frame={frame} label={t('crash.curveLabel')} />
        </Suspense>
        <HistoryStrip crash={crash} onPick={setVerifying} />
      </div>
      <div className={styles.columns}>
        <BetPanel crash={crash} autoplay={autoplay} />
        <BetsList crash={crash} />
      </div>
      <FairAlgorithm id="crash" />
      {verifying !== null && <VerifyView variant={variant} roundId={verifying} onClose={() => setVerifying(null)} />}
    </div>
  );
});
