import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type FairBetAnswer, type FairSeedsAnswer, SEEDED_GAMES, type SeededGameVerifier } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { type Verification, type VerifierInput, paramsToTexts, verify } from './verifier-form';

type Registry = Readonly<Record<string, SeededGameVerifier<unknown, unknown>>>;

/**
 * The /fair page: the player's seed pair (change the client seed, rotate to reveal) and a verifier that re-runs a
 * seeded game's outcome in the browser, filled by hand or from a bet (`?bet=<id>`).
 */
export class FairStore {
  seeds: FairSeedsAnswer | null = null;
  /** The bet the verifier was opened from, as the server recorded it. */
  bet: FairBetAnswer | null = null;
  input: VerifierInput;
  busy = false;
  error: unknown = null;

  constructor(
    private readonly api: ApiClient,
    private readonly games: Registry = SEEDED_GAMES,
  ) {
    this.input = { game: this.gameNames[0] ?? '', serverSeed: '', clientSeed: '', nonce: '', params: {} };
    this.input.params = this.defaultParams(this.input.game);
    makeObservable(this, {
      seeds: observable.ref,
      bet: observable.ref,
      input: observable,
      busy: observable,
      error: observable.ref,
      verification: computed,
      setField: action,
      setParam: action,
      chooseGame: action,
      usePair: action,
    });
  }

  get gameNames(): string[] {
    return Object.keys(this.games);
  }

  verifierOf(game: string): SeededGameVerifier<unknown, unknown> | undefined {
    return this.games[game];
  }

  get verification(): Verification {
    try {
      return verify(this.verifierOf(this.input.game), this.input);
    } catch {
      // A game's outcome function refusing odd but schema-valid params is still "fix the params", not a crash.
      return { kind: 'incomplete', missing: 'params' };
    }
  }

  private defaultParams(game: string): Record<string, string> {
    const verifier = this.verifierOf(game);
    if (!verifier) return {};
    return Object.fromEntries(
      verifier.fields.map((field) => [
        field.name,
        field.kind === 'choice' ? (field.options[0] ?? '') : String(field.min),
      ]),
    );
  }

  setField(name: 'serverSeed' | 'clientSeed' | 'nonce', value: string): void {
    this.input[name] = value;
  }

  setParam(name: string, value: string): void {
    this.input.params[name] = value;
  }

  chooseGame(game: string): void {
    this.input.game = game;
    this.input.params = this.defaultParams(game);
  }

  /** Fills the seeds of a revealed pair (the nonce stays as typed). */
  usePair(serverSeed: string, clientSeed: string): void {
    this.input.serverSeed = serverSeed;
    this.input.clientSeed = clientSeed;
  }

  private async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await work();
    } catch (error) {
      runInAction(() => (this.error = error));
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async loadSeeds(): Promise<void> {
    const seeds = await this.run(() => this.api.get<FairSeedsAnswer>('/fair/seeds'));
    if (seeds) runInAction(() => (this.seeds = seeds));
  }

  async changeClientSeed(clientSeed: string): Promise<boolean> {
    const seeds = await this.run(() => this.api.put<FairSeedsAnswer>('/fair/seeds/client', { clientSeed }));
    if (seeds) runInAction(() => (this.seeds = seeds));
    return seeds !== undefined;
  }

  async rotate(): Promise<void> {
    const seeds = await this.run(() => this.api.post<FairSeedsAnswer>('/fair/seeds/rotate', {}));
    if (!seeds) return;
    runInAction(() => (this.seeds = seeds));
    // The open bet's pair may be the one just revealed: fetch it again so its server seed fills the form.
    if (this.bet) await this.openBet(this.bet.betId);
  }

  async openBet(betId: string): Promise<void> {
    const bet = await this.run(() => this.api.get<FairBetAnswer>(`/fair/bets/${encodeURIComponent(betId)}`));
    if (!bet) return;
    runInAction(() => {
      this.bet = bet;
      this.input.game = bet.game;
      const verifier = this.verifierOf(bet.game);
      this.input.params = verifier ? paramsToTexts(verifier, bet.params) : {};
      this.input.serverSeed = bet.serverSeed ?? '';
      this.input.clientSeed = bet.clientSeed;
      this.input.nonce = String(bet.nonce);
    });
  }
}
