import { defineConfig } from '@playwright/test';

// Another port lets a second checkout run its browser tests beside this one.
const port = Number(process.env.E2E_PORT ?? 4321);

// Debian's Chromium: Playwright cannot download its own browser on these machines. Its headless shell is the same
// engine without the desktop browser around it, as Playwright's own headless runs use: on 2 cores the browser tests take
// half the time they took in the full Chromium, and draw the same pixels (the screenshot baselines pass in both).
export default defineConfig({
  testDir: 'tests/e2e',
  // Sized for a 2-core machine doing twice the work of one test run: a test that takes 10 s
  // alone takes 25 s or more under that load, and a page's islands seconds more to hydrate.
  // Tests that do more say so (an accessibility scan, a walk through every page).
  timeout: 60_000,
  // One more try for a test that fails: once in 271 tests on a loaded CI machine, the headless shell drew no frame for a whole
  // minute (a click waited on "stable", which needs two animation frames, and no "not stable" was ever logged), and no rerun of
  // that test here (60, with the machine busy and not) failed. A test that passes only on its second try is listed as flaky.
  retries: 1,
  expect: { timeout: 10_000 },
  workers: 2,
  // Every test opens its own context: the tests of one long file (every lesson, every page) share both workers.
  fullyParallel: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker runs only once a visitor accepts to keep the site offline; only the tests of it
    // (offline.spec.ts) let it run, so that no other test can ever download the site.
    serviceWorkers: 'block',
    // Cards do not fly from pile to pile (prefers-reduced-motion, which the boards honour): a walk through a lesson or a game
    // moves hundreds of cards, each drawn frame by frame on the CPU. The flight itself is ./tests/e2e/board.spec.ts's, with motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // `npm test` has just built the site (scripts/test.mjs); `npm run e2e` alone builds it first.
    command: `${process.env.E2E_BUILT ? '' : 'npm run -s build && '}npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
