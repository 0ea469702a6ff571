import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BonusStakeNote } from '../BonusStakes';
import { useGo } from '../../navigation/links';
import { useErrorText, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { browserLobbyDeps } from './battle-deps';
import { ListedBattles, RecentBattles } from './BattleLists';
import { CreateBattleDialog } from './CreateBattleDialog';
import { LobbyStore } from './lobby-store';
import styles from './crash-battle.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** `/crashbattle`: open battles to join, live ones to watch, finished ones, create and join by code. */
const LobbyScreen = observer(function LobbyScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const go = useGo();
  const lobby = useMemo(() => new LobbyStore(browserLobbyDeps(root)), [root]);
  const [creating, setCreating] = useState(false);
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    void lobby.connect();
    return () => lobby.disconnect();
  }, [lobby, serverKnown]);

  return (
    <div className={styles.screen}>
      <ScreenTitle
        title={t('crash-battle.title')}
        lead={t('crash-battle.lead')}
        actions={
          root.session.isValid ? (
            <Button size="large" onClick={() => setCreating(true)} data-primary-action>
              {t('crash-battle.create')}
            </Button>
          ) : undefined
        }
      />
      <div className={styles.lobbyTop}>
        <ListedBattles
          title={t('crash-battle.open.title')}
          empty={t('crash-battle.open.empty')}
          battles={lobby.open}
          status={lobby.listStatus}
          kind="open"
        />
        <JoinByCode lobby={lobby} onFound={(id, code) => go(`/crashbattle/${id}?code=${encodeURIComponent(code)}`)} />
      </div>
      <ListedBattles
        title={t('crash-battle.running.title')}
        empty={t('crash-battle.running.empty')}
        battles={lobby.running}
        status={lobby.listStatus}
        kind="running"
      />
      <RecentBattles lobby={lobby} />
      {creating && (
        <CreateBattleDialog
          lobby={lobby}
          onClose={() => setCreating(false)}
          onCreated={(id) => go(`/crashbattle/${id}`)}
        />
      )}
    </div>
  );
});
export default LobbyScreen;

const JoinByCode = observer(function JoinByCode({
  lobby,
  onFound,
}: {
  lobby: LobbyStore;
  onFound: (id: string, code: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const find = async () => {
    const id = await lobby.findByCode(code);
    if (id) onFound(id, code.trim().toUpperCase());
  };
  return (
    <Card className={styles.panel}>
      <div className={styles.sectionHead}>
        <h2>{t('crash-battle.code.title')}</h2>
      </div>
      <form
        className={styles.autoRow}
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <TextField
          label={t('crash-battle.code.label')}
          value={code}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value)}
          error={lobby.codeError ? errorText(lobby.codeError) : null}
        />
        <Button type="submit" variant="secondary" busy={lobby.lookingUp}>
          {t('crash-battle.code.find')}
        </Button>
      </form>
      <BonusStakeNote game="crashbattle" />
      <FairAlgorithm id="crashBattle" />
    </Card>
  );
});
