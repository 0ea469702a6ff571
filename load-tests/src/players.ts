/** A signed-in load-test player with money in the sandbox wallet. */
export interface LoadPlayer {
  name: string;
  token: string;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Dev sign-in, then a sandbox deposit, waiting until the provider's webhook has credited it. */
export async function fundedPlayer(
  base: URL,
  name: string,
  depositCents: number,
  timeoutMs = 30_000,
): Promise<LoadPlayer> {
  const { token } = await json<{ token: string }>(
    await fetch(new URL('/api/auth/dev', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, agreeTos: true }),
    }),
    `sign-in ${name}`,
  );
  const auth = { authorization: `Bearer ${token}` };
  await json(
    await fetch(new URL('/api/payments/deposit', base), {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        'idempotency-key': `load-${name.replace(/[^\w.:-]/g, '-')}`,
      },
      body: JSON.stringify({ amountCents: depositCents, method: 'crypto' }),
    }),
    `deposit ${name}`,
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const user = await json<{ balanceCents: number }>(
      await fetch(new URL('/api/users/current', base), { headers: auth }),
      'user',
    );
    if (user.balanceCents >= depositCents) return { name, token };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`deposit of ${name} was not confirmed within ${timeoutMs} ms`);
}
