// The anchor of the page-speed benchmarks: a plain React login page, as one bundle would ship it (no federation, no
// prerendering, no store). Its figures say what React itself costs on this machine in the same run.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(email && password ? 'Logging in…' : 'Please fill in your e-mail address and password.');
  };
  return (
    <main style={{ maxWidth: '28rem', margin: '2rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Log in</h1>
      <p>Welcome back. Log in to see who is online and read your messages.</p>
      <form onSubmit={submit} noValidate>
        <p>
          <label htmlFor="email">E-mail address</label>
          <br />
          <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </p>
        <p>
          <label htmlFor="password">Password</label>
          <br />
          <input id="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </p>
        <button type="submit">Log in</button>
        <p role="status">{message}</p>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<LoginPage />);
