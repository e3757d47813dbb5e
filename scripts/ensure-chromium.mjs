// Makes sure a Chromium is there for the browser journeys, the benchmarks and PDF rendering.
// Browsers are never downloaded through npm: the system package is the one we test with.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const MISSING =
  'Chromium is missing: run "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (isExecutable(configured)) process.exit(0);
  console.error(`CHROMIUM_PATH is ${configured}, which is not an executable file.`);
  process.exit(1);
}
if (isExecutable(DEBIAN_CHROMIUM)) process.exit(0);

const canInstall =
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(MISSING);
  process.exit(1);
}

console.log('Chromium is missing: installing the Debian package (about a minute, 500 MB).');
run('apt-get', ['update']);
run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
if (!isExecutable(DEBIAN_CHROMIUM)) {
  console.error(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is not there.`);
  process.exit(1);
}
run(DEBIAN_CHROMIUM, ['--version']);
