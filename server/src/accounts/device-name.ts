// A session's device as a person reads it ("Chrome 131 on Linux"), from the user agent stored at sign-in.
import Bowser from 'bowser';

const unknownBrowser = 'Unknown browser';

/** Browser and major version, then the operating system; "Unknown browser" when the agent says nothing usable. */
export function deviceNameOf(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return unknownBrowser;
  const { browser, os } = Bowser.parse(userAgent);
  // The major version is enough to recognise a browser, and keeps the name short.
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : unknownBrowser;
  return os.name ? `${name} on ${os.name}` : name;
}
