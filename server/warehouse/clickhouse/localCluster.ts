import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCAL_CLUSTER, nodeConfigXml, usersXml, type NodePorts } from './clusterConfig';

/** Where Debian's clickhouse-server package puts the server. */
export const CLICKHOUSE_SERVER = '/usr/sbin/clickhouse-server';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface LocalClusterOptions {
  /** Each node gets a folder `node<i>` here (config, data, logs); data survives a restart. */
  dir: string;
  /** Node i listens on http basePort + 2i and tcp basePort + 2i + 1. */
  basePort?: number;
  shards?: number;
  binary?: string;
}

export interface LocalCluster {
  /** HTTP address of the first node: the one the console and the loader talk to. */
  url: string;
  nodes: NodePorts[];
  cluster: typeof LOCAL_CLUSTER;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts a cluster of one-node shards on loopback, each a clickhouse-server process in its own
 * process group (so stop() also ends anything it spawned), and resolves once every node answers.
 */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  const binary = options.binary ?? CLICKHOUSE_SERVER;
  if (!existsSync(binary)) throw new Error(`no clickhouse-server at ${binary} (Debian: apt-get install clickhouse-server clickhouse-client)`);
  const dir = resolve(options.dir);
  const basePort = options.basePort ?? 28100;
  const nodes = Array.from({ length: options.shards ?? 2 }, (_, i) => ({ http: basePort + 2 * i, tcp: basePort + 2 * i + 1 }));
  const children: ChildProcess[] = [];
  const killAll = () => { for (const c of children) signalGroup(c, 'SIGKILL'); };
  process.once('exit', killAll);
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all(children.map(stopNode));
  };
  try {
    for (const [i, ports] of nodes.entries()) {
      const nodeDir = join(dir, `node${i + 1}`);
      writeNodeFiles(nodeDir, ports, nodes);
      await endStaleNode(nodeDir);
      children.push(spawnNode(binary, nodeDir));
    }
    await Promise.all(children.map((child, i) => waitUntilReady(child, nodes[i].http, join(dir, `node${i + 1}`))));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${nodes[0].http}`, nodes, cluster: LOCAL_CLUSTER, dir, stop };
}

function writeNodeFiles(nodeDir: string, ports: NodePorts, all: readonly NodePorts[]): void {
  for (const sub of ['data', 'tmp', 'log', 'user_files', 'format_schemas']) mkdirSync(join(nodeDir, sub), { recursive: true });
  writeFileSync(join(nodeDir, 'config.xml'), nodeConfigXml(nodeDir, ports, all));
  writeFileSync(join(nodeDir, 'users.xml'), usersXml());
}

/** util-linux's setpriv: with --pdeathsig the kernel ends a node when the process that started it dies, however it dies. */
const SETPRIV = '/usr/bin/setpriv';

function spawnNode(binary: string, nodeDir: string): ChildProcess {
  const out = openSync(join(nodeDir, 'log', 'stdout.log'), 'a');
  const server = [binary, `--config-file=${join(nodeDir, 'config.xml')}`];
  const [command, ...args] = existsSync(SETPRIV) ? [SETPRIV, '--pdeathsig', 'SIGTERM', ...server] : server;
  try {
    // detached: a process group of its own, which stop() signals as a whole
    const child = spawn(command, args, { cwd: nodeDir, detached: true, stdio: ['ignore', out, out] });
    child.on('error', () => undefined); // reported by waitUntilReady through exitCode / the log
    if (child.pid) writeFileSync(join(nodeDir, 'server.pid'), `${child.pid} ${process.pid}`);
    return child;
  } finally {
    closeSync(out);
  }
}

/**
 * A node left running by a process that died without stop() holds the folder's lock and the
 * ports: end it, but only if the pid recorded here still is a clickhouse-server on this config
 * and the process that started it is gone. A cluster still in use is never taken over.
 */
async function endStaleNode(nodeDir: string): Promise<void> {
  const pidFile = join(nodeDir, 'server.pid');
  if (!existsSync(pidFile)) return;
  const [pid, owner] = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
  const cmdline = commandLine(pid);
  if (!cmdline?.includes('clickhouse') || !cmdline.includes(join(nodeDir, 'config.xml'))) return;
  if (owner && commandLine(owner) !== undefined) throw new Error(`a cluster node started by process ${owner} is already running in ${nodeDir}`);
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

async function waitUntilReady(child: ChildProcess, httpPort: number, nodeDir: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`clickhouse-server in ${nodeDir} exited (${child.exitCode ?? child.signalCode}) while starting:\n${logTail(nodeDir)}`);
    }
    if (await answersSelectOne(httpPort)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`clickhouse-server in ${nodeDir} did not answer on port ${httpPort} within ${READY_TIMEOUT_MS / 1000} s:\n${logTail(nodeDir)}`);
}

async function answersSelectOne(httpPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${httpPort}/?query=SELECT%201`, { signal: AbortSignal.timeout(2000) });
    return response.ok && (await response.text()).trim() === '1';
  } catch {
    return false;
  }
}

function logTail(nodeDir: string): string {
  return ['error.log', 'stdout.log']
    .map((name) => join(nodeDir, 'log', name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8').split('\n').slice(-12).join('\n'))
    .join('\n');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** SIGTERM lets the server flush and release its folder; SIGKILL if it has not gone in time. */
function stopNode(child: ChildProcess): Promise<void> {
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
