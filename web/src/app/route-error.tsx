// What a screen shows when it throws while rendering (or its chunk fails to load), instead of a
// blank page: a plain apology, a reload, and a way home. The error itself goes to the console.
// Moving to another page (a new `pathname`) tries again.
import { Component, type ReactNode } from 'react';
import { BASE_PATH } from '@common/constants';

type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean; pathname: string };

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: '0 1.5rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.6 }}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually helps; if it does not, please try again later.</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '0 1.25rem', font: 'inherit', cursor: 'pointer' }}>
          Reload the page
        </button>
        <a href={`${BASE_PATH}/`} style={{ alignSelf: 'center' }}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
