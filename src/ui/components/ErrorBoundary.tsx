// Keeps a render error from blanking the screen. The whole app sits in one (with a way back to
// the entrance); the map sits in its own, so a map failure (no WebGL, say) leaves search usable.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the failed subtree. */
  fallback: ReactNode;
  /** Where the failure is reported in the console. */
  label: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.label} failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The app-wide fallback: plain words, and a full reload back to the entrance to start clean. */
export function AppCrashScreen() {
  return (
    <main className="screen screen--center">
      <div className="card" role="alert">
        <h1 className="card__title">Something went wrong</h1>
        <p>The directory hit an unexpected error and could not show this screen.</p>
        <p>
          <a className="button button--link" href={import.meta.env.BASE_URL}>
            Back to the entrance
          </a>
        </p>
      </div>
    </main>
  );
}
