import { describe, expect, it } from "vitest";
import { refuseDevAdaptersInProduction, StartRefused } from "../src/adapters/dev-adapters.ts";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { spawnServer } from "./support/child-server.ts";
import { call } from "./support/client.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";

/** What a real production server sets: every service on its real implementation. */
const realServices = {
  NODE_ENV: "production",
  PAYMENT_PROVIDER: "wechatpay",
  SMS_PROVIDER: "aliyun",
  WECHAT_OAUTH: "wechat",
};

describe("a production start with development stand-ins", () => {
  it("is refused by the real entry point, saying why and what to set, in Chinese and English", async () => {
    // The attack this closes: PAYMENT_PROVIDER forgotten on a real server meant the sandbox, where
    // a page marks payments paid.
    const started = spawnServer({ NODE_ENV: "production", DATA_DIR: ":memory:" });
    const refusal = await started.then(
      (server) => {
        server.process.kill("SIGKILL");
        throw new Error("the server started");
      },
      (error: Error) => error.message,
    );
    expect(refusal).toContain("拒绝启动");
    expect(refusal).toContain("refuses to start");
    expect(refusal).toContain("PAYMENT_PROVIDER unset (default sandbox)");
    expect(refusal).toContain("SMS_PROVIDER unset (default dev)");
    expect(refusal).toContain("WECHAT_OAUTH unset (default dev)");
    expect(refusal).toContain("ALLOW_DEV_ADAPTERS=1");
    expect(refusal).not.toMatch(/\n\s+at /); // advice, not a stack trace
  }, 120_000);

  it("names each stand-in left, including a mistyped provider", () => {
    const refuse = (env: Record<string, string>) => () => refuseDevAdaptersInProduction(loadConfig(env));
    expect(refuse({ ...realServices, PAYMENT_PROVIDER: "wechatpy" })).toThrow(
      /PAYMENT_PROVIDER=wechatpy \(unknown value, so sandbox\)/,
    );
    expect(refuse({ ...realServices, SMS_PROVIDER: "dev" })).toThrow(/SMS_PROVIDER=dev[\s\S]*ALIYUN_SMS_/);
    expect(refuse({ ...realServices, WECHAT_OAUTH: "dev" })).toThrow(/WECHAT_OAUTH=dev[\s\S]*WECHAT_APP_ID/);
    expect(refuse({ ...realServices, WECHAT_OAUTH: "dev" })).toThrow(StartRefused);
    expect(refuse(realServices)).not.toThrow();
    // Development, tests and scripts/start.sh (no NODE_ENV) keep their stand-ins.
    expect(refuse({})).not.toThrow();
    expect(refuse({ NODE_ENV: "test" })).not.toThrow();
  });

  it("stops buildApp before the database opens", async () => {
    await expect(
      buildApp(loadConfig({ NODE_ENV: "production", DATA_DIR: "/nonexistent/never-created" })),
    ).rejects.toThrow(StartRefused);
  });

  it("starts when the operator allows stand-ins on purpose (ALLOW_DEV_ADAPTERS=1)", async () => {
    // A migrated Postgres database: the start under test is the same, without PGlite's initdb
    // and migrations in the child.
    const server = await spawnServer({
      NODE_ENV: "production",
      DATA_DIR: ":memory:",
      DATABASE_URL: await freshPostgresDatabase(),
      ALLOW_DEV_ADAPTERS: "1",
    });
    try {
      expect((await call(server.base, "/healthz")).status).toBe(200);
      // The sandbox route is there (it needs the owner's session), the dev SMS outbox is not.
      expect((await call(server.base, "/payment/sandbox/x", { body: { result: "paid" } })).status).toBe(401);
      expect((await call(server.base, "/dev/sms?phone=13800000000")).status).toBe(404);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    // A child process starting: slow when the machine is busy.
  }, 120_000);
});
