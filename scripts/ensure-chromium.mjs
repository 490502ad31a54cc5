// Makes sure a system Chromium exists for the browser tests; installs Debian's package when missing.
// Playwright never downloads a browser of its own here (CHROMIUM_PATH overrides the location).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(executable)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH=${executable} does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'Chromium is missing: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log('Chromium is missing: installing the Debian package (apt-get install chromium)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
if (!fs.existsSync(executable)) {
  console.error(`Chromium was installed but ${executable} is not there.`);
  process.exit(1);
}
