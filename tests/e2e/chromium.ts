// Where the browser comes from. The tests drive the system's Chromium (Debian's package) rather than a
// Playwright download, so the suite runs offline; CHROMIUM_PATH points elsewhere when needed.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features Playwright turns off in Chromium (chromiumSwitches.ts in playwright-core 1.65). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const CHROMIUM_ARGS = [
  // Containers and CI runners have no user namespaces for the sandbox.
  '--no-sandbox',
  // WebGL then runs on SwiftShader (software), the same on every machine.
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  // Keep the browser itself off the network: the app's own traffic is routed by the fixture.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 builds its omnibox's popup as a web page (WebUI, about 200 chrome:// modules) for
  // every new window, which a test's or a benchmark's page is: traced, it loaded during the whole of
  // a measured mission link, on the same two cores. A visitor's browser has it loaded already.
  // Chromium reads only the last --disable-features, and Playwright passes its own list before ours:
  // that list is repeated here (a unit test checks it against the installed Playwright).
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];
