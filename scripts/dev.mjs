#!/usr/bin/env node
// `pnpm dev`: the API server (PGlite under ./data, restarted on change) and the site's Vite dev server
// with hot reload, which forwards /api to it. Ctrl-C stops both.
import { spawn } from "node:child_process";

const apiPort = process.env.QISI_API_PORT ?? "8787";
const children = [
  spawn("pnpm", ["--filter", "@qisi/server", "dev"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", STATIC_DIR: "" },
  }),
  spawn("pnpm", ["--filter", "@qisi/site", "dev"], {
    stdio: "inherit",
    env: { ...process.env, QISI_API_PROXY: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
