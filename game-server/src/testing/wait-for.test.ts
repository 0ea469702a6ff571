import { expect, it } from 'vitest';
import { waitFor } from './wait-for';

it('waits past null, undefined and false, and answers the first real value', async () => {
  const answers = [null, undefined, false, 'owner-a'];
  let asked = 0;
  await expect(waitFor('a value', async () => answers[asked++])).resolves.toBe('owner-a');
  expect(asked).toBe(4);
});

it('times out on a probe that only ever answers null, naming what it waited for', async () => {
  await expect(waitFor('the owner', () => null, 30)).rejects.toThrow('timed out waiting for the owner');
});
