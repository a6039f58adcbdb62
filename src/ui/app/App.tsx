// Routes (spec §2): /, /dashboard, /profile; anything else goes back to the entrance.
import { Redirect, Route, Router, Switch } from 'wouter';
import { AppCrashScreen, ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { UpdatePrompt } from '../features/update/components/UpdatePrompt.tsx';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { LoginRoute } from './routes/LoginRoute.tsx';
import { ProfileRoute } from './routes/ProfileRoute.tsx';

// Served under a sub-path when Vite's `base` says so; wouter wants it without the trailing slash.
const BASE_PATH = import.meta.env.BASE_URL.startsWith('/') ? import.meta.env.BASE_URL.replace(/\/$/, '') : '';

export function App() {
  return (
    <ErrorBoundary label="App" fallback={<AppCrashScreen />}>
      {/* First in the page, so a keyboard reaches Reload before the screen's own controls. */}
      <UpdatePrompt />
      <Router base={BASE_PATH}>
        <Switch>
          <Route path="/" component={LoginRoute} />
          <Route path="/dashboard" component={DashboardRoute} />
          <Route path="/profile" component={ProfileRoute} />
          {/* Replace, so Back does not return to the unknown address and bounce again. */}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Router>
    </ErrorBoundary>
  );
}
