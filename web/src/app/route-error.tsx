// What a screen shows when it throws while rendering, instead of react-router's developer page:
// a plain apology, a reload, and a way home. The error itself goes to the console.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { BASE_PATH } from '../../../common/constants';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
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
