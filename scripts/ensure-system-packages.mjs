// Makes sure the system programs are there: Chromium's headless shell for PDF rendering, the browser
// journeys and the benchmarks; poppler's pdftotext and pdftoppm, with which the tests read and look at PDFs.
// Browsers are never downloaded through npm: the system package is the one we test with.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** Debian package → the executable that shows it is installed. */
const PACKAGES = {
  'chromium-headless-shell': process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  'poppler-utils': '/usr/bin/pdftotext',
};

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

if (process.env.CHROMIUM_PATH && !isExecutable(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which is not an executable file.`);
  process.exit(1);
}
const missing = Object.keys(PACKAGES).filter((name) => !isExecutable(PACKAGES[name]));
if (missing.length === 0) process.exit(0);

const canInstall =
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(
    `Missing: ${missing.join(', ')}. Run "sudo apt-get install -y ${missing.join(' ')}" (Debian/Ubuntu)` +
      ' or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(', ')} from Debian (Chromium: about a minute).`);
run('apt-get', ['update']);
run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
for (const name of missing) {
  if (!isExecutable(PACKAGES[name])) {
    console.error(`apt-get installed ${name}, but ${PACKAGES[name]} is not there.`);
    process.exit(1);
  }
}
