/**
 * The system Chromium that the browser tests and the benchmark drive (never a downloaded one), with
 * the flags this machine needs: no sandbox as root, and no background connections to the outside.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
