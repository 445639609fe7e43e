/**
 * What the client costs on top of the network, measured on loopback:
 * - a cached GET (answered from memory): target < 20 µs median;
 * - a fresh GET (cache miss, through ky and its hooks) against raw fetch: target < 10 % median overhead.
 *
 * Run: `node packages/api/bench/overhead.ts` (Node 22 strips the types) or `pnpm --filter @qisi/api bench`.
 * The server runs in a worker thread, so its work does not queue behind the client's on one event loop.
 * Raw fetch and the client alternate request by request, so a busy machine slows both alike.
 * A last section takes the network away (fetch answers from memory) to show where the CPU goes:
 * building a Request, ky itself, and this client's layer on top of ky.
 */
import { Worker } from "node:worker_threads";
import ky from "ky";
import { createQisiClient } from "../src/index.ts";

const serverSource = `
const { createServer } = require("node:http");
const { parentPort } = require("node:worker_threads");
const small = JSON.stringify({ ok: true });
const apps = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({
  uid: "25s2-python-cpp-0" + i, title: "Python 与 C++ 进阶 第" + i + "期", summary: "从 Python 走向 C++：变量、循环、函数与算法思维。",
  cover: "/images/courses/" + i + ".webp", kind: "python", depotId: "depot-" + i, grantedAt: "2026-09-01T00:00:00Z",
})));
const server = createServer((request, response) => {
  const body = request.url.startsWith("/api/small") ? small : apps;
  response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

const worker = new Worker(serverSource, { eval: true });
const port = await new Promise<number>((resolve) => worker.once("message", resolve));
const baseUrl = `http://127.0.0.1:${port}/api/`;

const session = {
  id: 7,
  name: "",
  nickname: "",
  avatar: "",
  wxopenId: null,
  sub: "7",
  iat: 0,
  token: "bench-token",
};
const client = createQisiClient({ baseUrl, session, logger: { warn: () => undefined } });

const headers = { accept: "application/json", "X-RETRY": "0", authorization: "Bearer bench-token" };
const init: RequestInit = { headers, mode: "cors", credentials: "include" };

async function rawFetch(path: string): Promise<unknown> {
  const response = await fetch(baseUrl + path, init);
  return JSON.parse(await response.text());
}

/** Raw fetch doing the one thing the client cannot skip either: a per-request timeout. */
async function rawFetchWithTimeout(path: string): Promise<unknown> {
  const response = await fetch(baseUrl + path, { ...init, signal: AbortSignal.timeout(5000) });
  return JSON.parse(await response.text());
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[samples.length >> 1]!;
const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * p))]!;
const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

/** Per-call time of a cached GET, timed in batches of 100 so the clock's resolution does not matter. */
async function cachedGet() {
  await client.getUserApps(7);
  const batch = 100;
  const samples: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = performance.now();
    for (let j = 0; j < batch; j++) await client.getUserApps(7);
    if (i >= 200) samples.push((performance.now() - started) / batch);
  }
  return samples;
}

async function freshGet(resource: "small" | "apps", iterations: number) {
  const runs = {
    fetch: (i: number) => rawFetch(`${resource}/${i}`),
    fetchTimeout: (i: number) => rawFetchWithTimeout(`${resource}/${i}`),
    client: (i: number) => client.request({ method: "GET", path: `${resource}/${i}` }),
  };
  const samples: Record<keyof typeof runs, number[]> = { fetch: [], fetchTimeout: [], client: [] };
  for (let i = 0; i < iterations; i++) {
    for (const name of Object.keys(runs) as Array<keyof typeof runs>) {
      const started = performance.now();
      await runs[name](i);
      if (i >= iterations / 10) samples[name].push(performance.now() - started);
    }
  }
  // Unique paths keep every client call a cache miss; drop them so memory stays flat between rounds.
  client.clearCache();
  return samples;
}

const cached = await cachedGet();
console.log(
  `cached GET            median ${micro(median(cached))}   p99 ${micro(percentile(cached, 0.99))}   (target < 20 µs)`,
);

for (const resource of ["small", "apps"] as const) {
  const size = JSON.stringify(await rawFetch(`${resource}/0`)).length;
  const rounds: Array<Awaited<ReturnType<typeof freshGet>>> = [];
  for (let round = 0; round < 3; round++) rounds.push(await freshGet(resource, 3_000));
  const med = (name: "fetch" | "fetchTimeout" | "client") => median(rounds.map((r) => median(r[name])));
  const [raw, rawTimeout, ours] = [med("fetch"), med("fetchTimeout"), med("client")];
  const overhead = (base: number) => `${(((ours - base) / base) * 100).toFixed(1)} %`;
  console.log(
    `fresh GET ${resource.padEnd(5)} (${String(size).padStart(4)} B)  raw fetch ${micro(raw)}   raw fetch+timeout ${micro(rawTimeout)}   client ${micro(ours)}   ` +
      `overhead vs raw ${overhead(raw)}, vs raw+timeout ${overhead(rawTimeout)}   (target < 10 %)`,
  );
}

/** CPU only: the same three paths with a fetch that answers from memory, so only client work is timed. */
async function cpuOnly() {
  const memoryFetch = async () =>
    new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
  const memoryBase = "http://127.0.0.1:9/api/";
  const kyAlone = ky.create({ prefix: memoryBase, timeout: 5000, headers, fetch: memoryFetch });
  const memoryClient = createQisiClient({ baseUrl: memoryBase, session, fetch: memoryFetch });
  const runs = {
    request: async (i: number) => {
      new Request(`${memoryBase}small/${i}`, init);
      return JSON.parse(await (await memoryFetch()).text());
    },
    ky: async (i: number) => JSON.parse(await kyAlone(`small/${i}`).text()),
    client: (i: number) => memoryClient.request({ method: "GET", path: `small/${i}`, cache: false }),
  };
  const samples: Record<keyof typeof runs, number[]> = { request: [], ky: [], client: [] };
  for (let i = 0; i < 20_000; i++) {
    for (const name of Object.keys(runs) as Array<keyof typeof runs>) {
      const started = performance.now();
      await runs[name](i);
      if (i >= 2_000) samples[name].push(performance.now() - started);
    }
  }
  const [request, kyOnly, ours] = [median(samples.request), median(samples.ky), median(samples.client)];
  console.log(
    `no network (CPU)      Request+Response ${micro(request)}   ky alone ${micro(kyOnly)} (+${micro(kyOnly - request)})   ` +
      `client ${micro(ours)} (+${micro(ours - kyOnly)} over ky)`,
  );
}

await cpuOnly();
await worker.terminate();
