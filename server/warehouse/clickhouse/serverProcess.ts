import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The local cluster's server processes (clickhouse-server, ZooKeeper; localCluster.ts): each started
// in a process group of its own, waited for, told apart from a stale one left by a dead run, stopped.

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export function exitDetail(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
}

/** util-linux's setpriv: with --pdeathsig the kernel ends a node when the process that started it dies, however it dies. */
const SETPRIV = '/usr/bin/setpriv';

export function spawnInGroup(server: string[], dir: string, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  const [command, ...args] = existsSync(SETPRIV) ? [SETPRIV, '--pdeathsig', 'SIGTERM', ...server] : server;
  try {
    // detached: a process group of its own, which stop() signals as a whole
    const child = spawn(command, args, { cwd: dir, detached: true, stdio: ['ignore', out, out] });
    child.on('error', () => undefined); // reported by the wait for it through exitCode / the log
    if (child.pid) writeFileSync(join(dir, 'server.pid'), `${child.pid} ${process.pid}`);
    return child;
  } finally {
    closeSync(out);
  }
}

/**
 * A server left running by a process that died without stop() holds the folder's lock and the
 * ports: end it, but only if the pid recorded here still runs on this config and the process
 * that started it is gone. A cluster still in use is never taken over.
 */
export async function endStaleProcess(dir: string, config: string): Promise<void> {
  const pidFile = join(dir, 'server.pid');
  if (!existsSync(pidFile)) return;
  const [pid, owner] = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
  const cmdline = commandLine(pid);
  if (!cmdline?.includes(config)) return;
  if (owner && owner !== process.pid && commandLine(owner) !== undefined) throw new Error(`a cluster process started by process ${owner} is already running in ${dir}`);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    process.kill(pid, 'SIGKILL');
  }
  // its ports and the lock on its folder are free once it is gone
  for (let waited = 0; commandLine(pid) !== undefined && waited < STOP_TIMEOUT_MS; waited += 100) await new Promise((r) => setTimeout(r, 100));
}

function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined; // no such process
  }
}

export async function waitUntil(ready: () => Promise<boolean>, child: ChildProcess, what: string, logTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) while starting:\n${logTail()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${logTail()}`);
}

export function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-12).join('\n') : '';
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** SIGTERM lets the server flush and release its folder; SIGKILL if it has not gone in time. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    signalGroup(child, 'SIGTERM');
  });
}
