import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { RetryKey } from './retry-key';

function keys() {
  let n = 0;
  return new RetryKey(() => `k${++n}`);
}

describe('RetryKey', () => {
  it('reuses the key when the same action is retried after no answer or a server fault', async () => {
    const retry = keys();
    const seen: string[] = [];
    const fail = (status: number) => async (key: string) => {
      seen.push(key);
      throw new ApiError(null, [], status);
    };
    await expect(retry.run({ ids: [1] }, fail(0))).rejects.toBeInstanceOf(ApiError);
    await expect(retry.run({ ids: [1] }, fail(503))).rejects.toBeInstanceOf(ApiError);
    await retry.run({ ids: [1] }, async (key) => seen.push(key));
    expect(seen).toEqual(['k1', 'k1', 'k1']);
  });

  it('starts a new action after a success, a refusal or a different body', async () => {
    const retry = keys();
    const seen: string[] = [];
    await retry.run({ ids: [1] }, async (key) => seen.push(key));
    await retry.run({ ids: [1] }, async (key) => seen.push(key));
    await expect(
      retry.run({ ids: [1] }, async (key) => {
        seen.push(key);
        throw new ApiError('SHOP.NOT_ENOUGH_BALANCE', [], 400);
      }),
    ).rejects.toBeInstanceOf(ApiError);
    await retry.run({ ids: [1] }, async (key) => seen.push(key));
    retry.keyFor({ ids: [2] });
    await retry.run({ ids: [3] }, async (key) => seen.push(key));
    expect(seen).toEqual(['k1', 'k2', 'k3', 'k4', 'k6']);
  });
});
