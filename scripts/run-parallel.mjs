// Runs npm scripts at the same time and fails if any fails: `node scripts/run-parallel.mjs
// typecheck lint`. Each of those is one process on one core (tsc, eslint, prettier), so on CI's two
// cores two of them together take the time of the longer rather than of both. Each script's output
// is printed in one piece when it ends, so that the two never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

/** @returns {Promise<number>} the script's exit code */
function run(/** @type {string} */ name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n=== npm run ${name}: ${status} in ${seconds} s\n${Buffer.concat(output)}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
