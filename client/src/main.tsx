import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface UserState {
  id: string;
  name: string;
  balanceUsd: number;
}

/** Minimal signed-in header; the full shell replaces this. */
function App() {
  const [token, setToken] = useState(() => localStorage.getItem('token'));
  const [user, setUser] = useState<UserState | null>(null);
  const [name, setName] = useState('alice');
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    void fetch('/api/users/current', { headers: { authorization: `Bearer ${token}` } })
      .then(async (r) => (r.ok ? setUser(await r.json()) : setError((await r.json()).error.key)));
  }, [token]);

  async function signIn() {
    const r = await fetch('/api/auth/dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, agreeTos: agree }),
    });
    const body = await r.json();
    if (!r.ok) return setError(body.error.key);
    localStorage.setItem('token', body.token);
    setToken(body.token);
  }

  return (
    <div>
      <header>{user ? `${user.name} · $${user.balanceUsd.toFixed(2)}` : 'Not signed in'}</header>
      {!user && (
        <form onSubmit={(e) => (e.preventDefault(), void signIn())}>
          <label>
            Name <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> I agree to the Terms of Service
          </label>
          <button type="submit">Sign in</button>
        </form>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
