// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, which proxies /v1 to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: 'no-spa-in-dev' },
  }),
  spawn('node_modules/.bin/vite', ['--port', process.env.VITE_PORT ?? '5173'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
