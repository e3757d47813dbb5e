// `npm run dev`: the configuration check of the application definition, then the API server (restarting on change) on port 3001 and Vite with hot reload on
// port 3000, which proxies the API paths to it. Open http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';

const check = spawnSync('npx', ['tsx', 'scripts/check-definition.ts'], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

const apiPort = process.env.PORTICO_API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_WEB_APP: 'false' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, PORTICO_API_PORT: apiPort },
  }),
];

function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
