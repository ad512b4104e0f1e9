/** Sessions (one per sign-in) as people read them: which browser on which system. */

export interface DeviceName {
  browser: string;
  system: string;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system a User-Agent names; '' for what it does not tell. */
export function deviceName(userAgent: string): DeviceName {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  return { browser, system };
}

/**
 * A sign-in comes from a browser new to the account when none of its earlier sessions had the same browser on
 * the same system. The very first sign-in of an account is not news to anyone.
 */
export function isNewBrowser(userAgent: string, earlier: readonly string[]): boolean {
  if (earlier.length === 0) return false;
  const now = deviceName(userAgent);
  return !earlier.some((agent) => {
    const seen = deviceName(agent);
    return seen.browser === now.browser && seen.system === now.system;
  });
}
