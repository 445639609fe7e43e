import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Operators of the end-to-end product, one per Playwright project: desktop and mobile run at the same
 * time, and one phone cannot sign in twice within the 60 s resend wait. Learners' numbers start 139.
 */
export const e2eAdminPhones = { "e2e-desktop": "19900000001", "e2e-mobile": "19900000002" } as const;

export interface ProductServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts the built API server (apps/server/dist) on a free port with an in-memory database,
 * serving the built site: the whole product, as the README's first command runs it.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  /** How long to wait for "listening": migrations and the content import take a minute with both cores busy. */
  timeoutMs = 180_000,
): Promise<ProductServer> {
  const child: ChildProcess = spawn(process.execPath, [`${root}apps/server/dist/main.js`], {
    cwd: `${root}apps/server`,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: ":memory:",
      // Every lesson is a draft until rewritten on the format v2 (issue 37): the e2e suites preview them.
      CONTENT_PREVIEW_DRAFTS: "1",
      STATIC_DIR: `${root}apps/site/dist`,
      NODE_ENV: "test",
      // Sign-in end to end: a quick proof-of-work, and room for every test's sign-in from one IP.
      CAPTCHA_MAX_NUMBER: "2000",
      AUTH_RATE_LIMIT_MAX: "10000",
      // Every test browser calls from 127.0.0.1; the per-IP API limit (1,200/min) is for real traffic.
      RATE_LIMIT_MAX: "1000000",
      IP_RATE_LIMIT_MAX: "1000000",
      SMS_DAILY_PER_IP: "10000",
      ADMIN_PHONES: Object.values(e2eAdminPhones).join(","),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
