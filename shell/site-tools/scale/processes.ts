import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO } from './nginx-config';

export interface Running {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
}

export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { cwd = REPO }: { cwd?: string } = {},
): Running {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` with what the process said. */
export async function waitForOk(url: string, running: Running, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) break;
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200:\n${running.output().slice(-2000)}`);
}

/** Debian's binaries (`.ci/run` installs them): nginx and redis-server. */
export function findBinary(name: 'nginx' | 'redis-server'): string {
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((dir) => `${dir}/${name}`)
    .find((file) => existsSync(file));
  if (!found)
    throw new Error(`${name} is not installed (apt-get install nginx-light redis-server)`);
  return found;
}

/** Waits until something accepts connections on 127.0.0.1:`port`. */
export async function waitForPort(port: number, running: Running, timeoutMs = 10_000) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing listens on ${String(port)}:\n${running.output().slice(-2000)}`);
}
