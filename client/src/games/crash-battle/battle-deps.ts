import type { RootStore } from '../../stores/root-store';
import { BROWSER_CLOCK, browserTimer } from '../../transport/browser-clock';
import { type BattleConnector, battleConnector, handOverCreated, takeCreated } from './battle-connection';
import type { BattleStoreDeps } from './battle-store';
import type { LobbyStoreDeps } from './lobby-store';

function connector(root: RootStore): BattleConnector {
  return battleConnector(() => root.site.settings?.gameServerUrl ?? null);
}

/** The browser's wiring of a battle store: the game server from site settings, the shared user store. */
export function browserBattleDeps(root: RootStore): BattleStoreDeps {
  return {
    connector: connector(root),
    adopt: takeCreated,
    api: root.api,
    userId: () => root.user.state?.id ?? null,
    onBalance: (balance, bonus) => root.user.setBalance(balance, bonus),
    ...BROWSER_CLOCK,
  };
}

export function browserLobbyDeps(root: RootStore): LobbyStoreDeps {
  return { connector: connector(root), api: root.api, handOver: handOverCreated, setTimer: browserTimer };
}
