import { makeAutoObservable, runInAction } from 'mobx';
import type { BonusStatusAnswer, WheelSpinAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';
import { landingRotation } from './wheel-geometry';

export interface WheelApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/**
 * The wheel widget: eligibility and the next spin from the server, the spin (the server picks the segment; the disc
 * only turns to land on it), and the result once the disc has stopped.
 */
export class WheelStore {
  wheel: BonusStatusAnswer['wheel'] | null = null;
  /** The disc's clockwise rotation in degrees; it only grows. */
  rotation = 0;
  spinning = false;
  /** The spin shown: set when the server answers, announced once the disc lands. */
  spin: WheelSpinAnswer | null = null;
  landed = false;
  error: ApiError | null = null;

  constructor(private readonly api: WheelApi) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const status = await this.api.get<BonusStatusAnswer>('/bonus/status');
      runInAction(() => (this.wheel = status.wheel));
    } catch (error) {
      runInAction(() => (this.error = asApiError(error)));
    }
  }

  canSpin(nowMs: number): boolean {
    const wheel = this.wheel;
    return (
      wheel !== null && !this.spinning && wheel.reasons.length === 0 && (wheel.nextAt === null || wheel.nextAt <= nowMs)
    );
  }

  async spinNow(): Promise<void> {
    if (this.spinning) return;
    this.spinning = true;
    this.landed = false;
    this.error = null;
    try {
      const spin = await this.api.post<WheelSpinAnswer>('/bonus/wheel/spin', {});
      runInAction(() => {
        this.spin = spin;
        this.rotation = landingRotation(this.rotation, spin.segment);
        if (this.wheel) this.wheel = { ...this.wheel, nextAt: spin.nextAt, lastSpin: spin };
      });
    } catch (error) {
      runInAction(() => {
        this.error = asApiError(error);
        this.spinning = false;
      });
      await this.load();
    }
  }

  /** The disc stopped (transition end, or the widget's fallback timer); true the first time for a spin. */
  land(): boolean {
    if (!this.spinning || !this.spin) return false;
    this.spinning = false;
    this.landed = true;
    return true;
  }
}
