// The entrance (spec §2 "Login screen"). Nothing is checked, stored or sent: the two values
// live in this component's state only, and submitting simply opens the directory.
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useFocusOnArrival } from '../../hooks/useFocusOnArrival.ts';

export function LoginRoute() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const enter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate('/dashboard');
  };

  return (
    <main className="screen screen--center">
      <title>The Silent Directory</title>
      <div className="card card--login">
        <h1 className="brand" ref={heading} tabIndex={-1}>
          The Silent Directory
        </h1>
        <p className="tagline">Enter the shadows to proceed...</p>
        <form className="login" onSubmit={enter}>
          <input
            className="input"
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="Username"
            aria-label="Username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <input
            className="input"
            type="password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="Password"
            aria-label="Password"
            autoComplete="current-password"
          />
          <button className="button button--primary" type="submit">
            ENTER DIRECTORY
          </button>
        </form>
        <p className="credits">
          All agents are invented. Place names ©{' '}
          <a href="https://www.geonames.org/" rel="noreferrer">
            GeoNames
          </a>{' '}
          (
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
            CC BY 4.0
          </a>
          ). Map data © OpenStreetMap contributors, © CARTO; Natural Earth.
        </p>
      </div>
    </main>
  );
}
