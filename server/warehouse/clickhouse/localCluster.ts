import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { clusterNodes, LOCAL_CLUSTER, nodeConfigXml, usersXml, zookeeperConfig, zookeeperPort, type ClusterNode } from './clusterConfig';
import { endStaleProcess, exitDetail, signalGroup, spawnInGroup, stopProcess, tail, waitUntil } from './serverProcess';

/** Where Debian's clickhouse-server package puts the server. */
export const CLICKHOUSE_SERVER = '/usr/sbin/clickhouse-server';
/** Debian's zookeeper package: the server's jar (its manifest names the jars it needs) and the Java it runs on. */
export const ZOOKEEPER_JAR = '/usr/share/java/zookeeper.jar';
export const JAVA = '/usr/bin/java';
const ZOOKEEPER_MAIN = 'org.apache.zookeeper.server.quorum.QuorumPeerMain';

/** Debian's zookeeper package and a Java are installed (apt-get install zookeeper). */
export function hasZooKeeper(): boolean {
  return existsSync(ZOOKEEPER_JAR) && existsSync(JAVA);
}

export interface LocalClusterOptions {
  /** Each node gets a folder `node<i>` here (config, data, logs), ZooKeeper `zookeeper`; data survives a restart. */
  dir: string;
  /** The first port: see clusterNodes (clusterConfig.ts) for the ports of each node and of ZooKeeper. */
  basePort?: number;
  shards?: number;
  /** Replicas of each shard (default 1): with more, ReplicatedMergeTree tables kept in step through a ZooKeeper started here too. */
  replicas?: number;
  binary?: string;
}

/** What the watch reports: a node (or the ZooKeeper) whose process ended or that stopped answering, or came back. */
export interface NodeEvent {
  /** The node, or undefined for the ZooKeeper. */
  node?: ClusterNode;
  kind: 'exited' | 'not answering' | 'back';
  /** "signal SIGKILL", "code 1", "no answer to /ping for 2 s". */
  detail: string;
  /** "node s1r1 (http 127.0.0.1:28100, shard 1 replica 1)", or "ZooKeeper (127.0.0.1:28112)". */
  label: string;
}

export interface LocalCluster {
  /** HTTP address of the first node: the one the loader talks to. */
  url: string;
  /** HTTP address of every node, shard by shard: what the console may be given (CLICKHOUSE_URL=url1,url2,…). */
  urls: string[];
  nodes: ClusterNode[];
  cluster: typeof LOCAL_CLUSTER;
  dir: string;
  /** The ZooKeeper's client port, where the cluster is replicated. */
  zookeeperPort?: number;
  stop(): Promise<void>;
  /** Sends a signal to node i's process (a test's SIGKILL of one replica). */
  signal(node: number, signal: NodeJS.Signals): void;
  /** Starts node i again after its process ended; resolves once it answers. */
  restart(node: number): Promise<void>;
  /** Whether node i's process is running. */
  running(node: number): boolean;
  /** Reports every node whose process ends or that stops answering /ping, and its return, until the returned function or stop() is called. */
  watch(onEvent: (event: NodeEvent) => void, intervalMs?: number): () => void;
}

/** How a node is named in messages: its HTTP address, shard and replica. */
export function nodeLabel(node: ClusterNode): string {
  return `node ${node.name} (http 127.0.0.1:${node.http}, shard ${node.shard} replica ${node.replica})`;
}

/**
 * Starts a cluster of `shards` × `replicas` clickhouse-server processes on loopback (and, with
 * replicas, one ZooKeeper), each in its own process group (so stop() also ends anything it
 * spawned), and resolves once every node answers.
 */
export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  const binary = options.binary ?? CLICKHOUSE_SERVER;
  if (!existsSync(binary)) throw new Error(`no clickhouse-server at ${binary} (Debian: apt-get install clickhouse-server clickhouse-client)`);
  const replicas = options.replicas ?? 1;
  if (replicas > 1 && !hasZooKeeper()) throw new Error(`replicas need ZooKeeper: no ${ZOOKEEPER_JAR} or ${JAVA} (Debian: apt-get install zookeeper)`);
  const dir = resolve(options.dir);
  const basePort = options.basePort ?? 28100;
  const nodes = clusterNodes(basePort, options.shards ?? 2, replicas);
  const zkPort = replicas > 1 ? zookeeperPort(basePort, nodes.length) : undefined;
  const nodeDir = (i: number) => join(dir, `node${i + 1}`);
  const children: (ChildProcess | undefined)[] = nodes.map(() => undefined);
  let zookeeper: ChildProcess | undefined;
  const watchers = new Set<() => void>();
  const killAll = () => { for (const c of [...children, zookeeper]) if (c) signalGroup(c, 'SIGKILL'); };
  process.once('exit', killAll);
  const stop = async () => {
    for (const unwatch of [...watchers]) unwatch();
    process.removeListener('exit', killAll);
    await Promise.all(children.map((c) => c && stopProcess(c)));
    if (zookeeper) await stopProcess(zookeeper);
  };
  try {
    if (zkPort !== undefined) {
      const zkDir = join(dir, 'zookeeper');
      mkdirSync(join(zkDir, 'data'), { recursive: true });
      writeFileSync(join(zkDir, 'zoo.cfg'), zookeeperConfig(zkDir, zkPort));
      await endStaleProcess(zkDir, join(zkDir, 'zoo.cfg'));
      zookeeper = spawnInGroup([JAVA, '-Xmx256m', '-XX:+UseSerialGC', '-cp', ZOOKEEPER_JAR, ZOOKEEPER_MAIN, join(zkDir, 'zoo.cfg')], zkDir, join(zkDir, 'zookeeper.log'));
      // its port opens before it has read its data back: a node started then would exit, unable to attach its replicated tables
      await waitUntil(() => zookeeperServes(zkPort), zookeeper, `ZooKeeper in ${zkDir} on port ${zkPort}`, () => tail(join(zkDir, 'zookeeper.log')));
    }
    for (const [i, node] of nodes.entries()) {
      writeNodeFiles(nodeDir(i), node, nodes, zkPort);
      await endStaleProcess(nodeDir(i), join(nodeDir(i), 'config.xml'));
      children[i] = spawnNode(binary, nodeDir(i));
    }
    await Promise.all(children.map((child, i) => waitUntilReady(child!, nodes[i].http, nodeDir(i))));
  } catch (error) {
    await stop();
    throw error;
  }

  const running = (i: number) => { const c = children[i]; return c !== undefined && c.exitCode === null && c.signalCode === null; };
  const urls = nodes.map((n) => `http://127.0.0.1:${n.http}`);
  return {
    url: urls[0], urls, nodes, cluster: LOCAL_CLUSTER, dir, stop, running,
    ...(zkPort !== undefined ? { zookeeperPort: zkPort } : {}),
    signal(i, signal) {
      const child = children[i];
      if (child) signalGroup(child, signal);
    },
    async restart(i) {
      if (running(i)) return;
      const child = spawnNode(binary, nodeDir(i));
      children[i] = child;
      await waitUntilReady(child, nodes[i].http, nodeDir(i));
    },
    watch(onEvent, intervalMs = 1000) {
      // per node: reported down (and why), pings missed in a row
      const down: (string | undefined)[] = nodes.map(() => undefined);
      const missed = nodes.map(() => 0);
      let zkDown = false;
      let busy = false;
      const check = async () => {
        if (busy) return;
        busy = true;
        try {
          await Promise.all(nodes.map(async (node, i) => {
            const label = nodeLabel(node);
            const child = children[i];
            if (!running(i)) {
              if (down[i] !== 'exited') onEvent({ node, kind: 'exited', label, detail: child ? exitDetail(child) : 'not started' });
              down[i] = 'exited';
              return;
            }
            if (await answersPing(node.http, Math.min(intervalMs, 2000))) {
              missed[i] = 0;
              if (down[i]) onEvent({ node, kind: 'back', label, detail: 'answers /ping again' });
              down[i] = undefined;
              return;
            }
            missed[i] += 1;
            if (missed[i] >= 2 && !down[i]) {
              down[i] = 'not answering';
              onEvent({ node, kind: 'not answering', label, detail: `no answer to /ping for ${((missed[i] * intervalMs) / 1000).toFixed(0)} s (process ${child?.pid} still running)` });
            }
          }));
          if (zookeeper && zkPort !== undefined) {
            const alive = zookeeper.exitCode === null && zookeeper.signalCode === null;
            if (!alive && !zkDown) {
              zkDown = true;
              onEvent({ kind: 'exited', label: `ZooKeeper (127.0.0.1:${zkPort})`, detail: `${exitDetail(zookeeper)}: replicated tables are read-only until it is back` });
            }
          }
        } finally {
          busy = false;
        }
      };
      const timer = setInterval(() => void check(), intervalMs);
      timer.unref();
      void check();
      const unwatch = () => {
        clearInterval(timer);
        watchers.delete(unwatch);
      };
      watchers.add(unwatch);
      return unwatch;
    },
  };
}

function writeNodeFiles(nodeDir: string, node: ClusterNode, all: readonly ClusterNode[], zkPort: number | undefined): void {
  for (const sub of ['data', 'tmp', 'log', 'user_files', 'format_schemas']) mkdirSync(join(nodeDir, sub), { recursive: true });
  writeFileSync(join(nodeDir, 'config.xml'), nodeConfigXml(nodeDir, node, all, zkPort === undefined ? undefined : { port: zkPort }));
  writeFileSync(join(nodeDir, 'users.xml'), usersXml());
}

function spawnNode(binary: string, nodeDir: string): ChildProcess {
  return spawnInGroup([binary, `--config-file=${join(nodeDir, 'config.xml')}`], nodeDir, join(nodeDir, 'log', 'stdout.log'));
}

function waitUntilReady(child: ChildProcess, httpPort: number, nodeDir: string): Promise<void> {
  return waitUntil(() => answersSelectOne(httpPort), child, `clickhouse-server in ${nodeDir} (port ${httpPort})`, () => logTail(nodeDir));
}

async function answersSelectOne(httpPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${httpPort}/?query=SELECT%201`, { signal: AbortSignal.timeout(2000) });
    return response.ok && (await response.text()).trim() === '1';
  } catch {
    return false;
  }
}

async function answersPing(httpPort: number, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${httpPort}/ping`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && (await response.text()).trim() === 'Ok.';
  } catch {
    return false;
  }
}

/** ZooKeeper's `srvr` answers its mode (standalone) once it serves requests, "not currently serving requests" before. */
function zookeeperServes(port: number): Promise<boolean> {
  return new Promise((done) => {
    let answer = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end('srvr'));
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.once('close', () => done(/^Mode: /m.test(answer)));
    socket.once('error', () => done(false));
  });
}

function logTail(nodeDir: string): string {
  return ['error.log', 'stdout.log'].map((name) => tail(join(nodeDir, 'log', name))).filter(Boolean).join('\n');
}
