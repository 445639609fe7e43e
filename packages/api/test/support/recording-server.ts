import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path below `/api/`, without the query: `projects/user/12`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = unknown>(): T;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface RecordingServer {
  /** `http://127.0.0.1:{port}/api/`: the base URL for a client under test. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Answers `method path` (path below `/api/`) with `reply`; unrouted requests get a 404. */
  on(method: string, path: string, reply: Reply): void;
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (port 0) that records every request before answering it. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const routes = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];

  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname.replace(/^\/api\//, ""),
      query: url.searchParams,
      headers: incoming.headers,
      body: Buffer.alloc(0),
      text: "",
      json: <T>() => JSON.parse(recorded.text) as T,
    };
    // Recorded on arrival, before the body: a client that times out meanwhile still shows its attempt.
    requests.push(recorded);
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    recorded.body = Buffer.concat(chunks);
    recorded.text = recorded.body.toString("utf8");
    const reply =
      routes.get(`${recorded.method} ${recorded.path}`) ??
      json(404, { message: "Not found", code: "not_found" });
    try {
      await reply(recorded, response);
    } catch (error) {
      if (!response.headersSent) json(500, { message: String(error) })(recorded, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    requests,
    on: (method, path, reply) => {
      routes.set(`${method} ${path}`, reply);
    },
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a JSON body, optionally after `delayMs`. */
export function json(status: number, body: unknown, delayMs = 0): Reply {
  return async (_request, response) => {
    if (delayMs > 0) await sleep(delayMs);
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };
}

/** Never answers: the client's timeout has to end it. */
export function hang(): Reply {
  return () => undefined;
}

/** Answers the n-th request with the n-th reply; the last one repeats. */
export function sequence(...replies: Reply[]): Reply {
  let next = 0;
  return (request, response) => {
    const reply = replies[Math.min(next++, replies.length - 1)]!;
    return reply(request, response);
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A port nothing listens on: bound, noted, released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
