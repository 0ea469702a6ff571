import { reaction } from 'mobx';
import { ApiClient } from '../transport/api-client';
import type { ApiError } from '../transport/api-error';
import { CatalogStore } from './catalog-store';
import { ClockStore } from './clock-store';
import { ConnectionStore } from './connection-store';
import { InventoryStore } from './inventory-store';
import type { KeyValue } from './key-value';
import { ProfileStore } from './profile-store';
import { ReferralSignals } from './referral-signals';
import { ResponsibleStore } from './responsible-store';
import { SessionStore } from './session-store';
import { SettingsStore } from './settings-store';
import { ShopStore } from './shop-store';
import { SiteStore } from './site-store';
import { UiStore } from './ui-store';
import { UserStore } from './user-store';
import { WalletStore } from './wallet-store';

/** What the stores need from the outside world; the browser supplies it in main.tsx, tests fake it. */
export interface RootDeps {
  fetch: typeof fetch;
  /** localStorage: token, settings. */
  local: KeyValue;
  /** sessionStorage: the item list cache. */
  session: KeyValue;
  viewportWidth: number;
  /** Round trip to the game server at this WebSocket URL; rejects when unreachable. */
  probeGameServer(url: string): Promise<unknown>;
  reload(): void;
  now?: () => number;
  /** The page is in view (`document.visibilityState`); polls skip their reads while it is not. */
  pageVisible?: () => boolean;
}

/** Every store of the app, wired once. Components reach it through `useStores()`. */
export class RootStore {
  readonly api: ApiClient;
  readonly clock: ClockStore;
  readonly session: SessionStore;
  readonly settings: SettingsStore;
  readonly site: SiteStore;
  readonly user: UserStore;
  readonly catalog: CatalogStore;
  readonly inventory: InventoryStore;
  readonly shop: ShopStore;
  readonly wallet: WalletStore;
  readonly profile: ProfileStore;
  readonly connection: ConnectionStore;
  readonly ui: UiStore;
  readonly referral: ReferralSignals;
  readonly responsible: ResponsibleStore;
  private disposers: (() => void)[] = [];
  private throttleToast: number | null = null;
  private throttleSeen: () => void = () => undefined;
  /** Settles the first time a call is throttled: the boot stops waiting for its calls and shows the page (and notice). */
  readonly throttledOnce = new Promise<void>((resolve) => (this.throttleSeen = resolve));

  constructor(deps: RootDeps) {
    this.api = new ApiClient({
      baseUrl: '/api',
      fetch: deps.fetch,
      token: () => this.session.bearer,
      onForbidden: (error) => this.signedOutByServer(error),
      onThrottled: (seconds) => this.throttled(seconds),
    });
    this.clock = new ClockStore(this.api, deps.now);
    this.session = new SessionStore(deps.local, this.clock);
    this.settings = new SettingsStore(deps.local);
    this.site = new SiteStore(this.api);
    this.user = new UserStore(this.api, deps.pageVisible);
    this.catalog = new CatalogStore(this.api, deps.fetch, deps.session);
    this.inventory = new InventoryStore(this.api);
    this.shop = new ShopStore(this.api);
    this.wallet = new WalletStore(this.api);
    this.profile = new ProfileStore(this.api);
    this.responsible = new ResponsibleStore(this.api);
    this.ui = new UiStore(deps.viewportWidth);
    this.referral = new ReferralSignals({
      api: this.api,
      settings: this.settings,
      local: deps.local,
      toast: (kind, message) => this.ui.toast(kind, message),
    });
    this.connection = new ConnectionStore(() => {
      const url = this.site.settings?.gameServerUrl;
      return url ? deps.probeGameServer(url) : Promise.reject(new Error('game server address unknown'));
    }, deps.reload);
  }

  /**
   * docs/product-rules.md §6: a forbidden answer to a call that carried a token means the token is no good; drop it
   * and send the player to sign in.
   */
  signedOutByServer(error?: ApiError): void {
    this.signOut();
    this.ui.requestNavigation('/auth');
    // A banned player is told why the session ended (a stale sign-in just lands on the sign-in page).
    if (error?.key === 'GLOBAL.ACCOUNT_BANNED') this.ui.toast('error', { error });
  }

  /** The tab came back into view after polls were skipped. */
  pageShown(): void {
    this.user.pageShown();
  }

  /** One notice at a time however many calls were throttled together; each call retries on its own. */
  private throttled(seconds: number): void {
    this.throttleSeen();
    if (this.throttleToast !== null && this.ui.toasts.some((toast) => toast.id === this.throttleToast)) return;
    this.throttleToast = this.ui.toast('info', { key: 'connection.throttled', options: { seconds } });
  }

  /**
   * Ends the session on the server (this one, or every session of the player) before forgetting the token here, so
   * a copied token stops working too. The local sign-out happens whatever the server answers.
   */
  async endSession(scope: 'this' | 'everywhere'): Promise<void> {
    if (this.session.token) {
      const path = scope === 'this' ? '/auth/sign-out' : '/auth/sign-out-everywhere';
      await this.api.post(path, {}).catch(() => undefined);
    }
    this.signOut();
  }

  signOut(): void {
    this.session.clear();
    this.user.clear();
    this.inventory.clear();
    this.profile.clear();
    this.wallet.clear();
    this.responsible.endSession();
  }

  /** A game moved the player's money or skins (a staked skin left, a win arrived): drop the selection, reload both. */
  moneyMoved(): void {
    this.inventory.clearSelection();
    void this.inventory.load().catch(() => undefined);
    void this.user.refresh().catch(() => undefined);
  }

  /** Starts clocks and polling; the user's data follows the session's validity. */
  start(): void {
    this.clock.start();
    this.site.start();
    this.disposers.push(
      reaction(
        () => this.session.isValid,
        (valid) => {
          if (valid) {
            this.user.startPolling();
            void this.user.refresh().catch(() => undefined);
            void this.inventory.load().catch(() => undefined);
            void this.referral.signedIn();
          } else {
            this.user.clear();
            this.inventory.clear();
          }
        },
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.clock.stop();
    this.site.stop();
    this.user.stopPolling();
    this.connection.stop();
  }
}
