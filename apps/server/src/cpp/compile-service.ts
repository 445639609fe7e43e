import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { CppCompileResult, CppStandard } from "@qisi/api/contract";
import { type Compiler, commonFlags, STUDIO_EXTRA_FLAGS } from "@qisi/judge";
import { HttpError } from "../errors.ts";
import type { CompileLeases } from "./compile-leases.ts";
import type { CppModuleStore } from "./store.ts";

/** The studio's warnings and bounds checks (@qisi/judge says which and why). */
export const studioFlags = STUDIO_EXTRA_FLAGS;

/** The module's name: sha256 of everything that decides its bytes. */
export function moduleHash(compiler: string, std: CppStandard, source: string): string {
  const key = JSON.stringify([compiler, commonFlags(std), studioFlags, source]);
  return createHash("sha256").update(key).digest("hex");
}

export const compileBusy = () =>
  new HttpError(
    429,
    "rate_limited",
    "A compile for this account is still running.",
    "上一次的程序还在编译，等它好了再点“运行”吧。",
    1,
  );

const compilerDown = () =>
  new HttpError(
    503,
    "internal",
    "Compile service unavailable.",
    "编译服务暂时出了问题，代码已经保存在这台电脑上，请过一会儿再试。",
    5,
  );

/** Longest a studio compile holds the account's compile hold (the compiler stops at 10 s). */
const compileHoldSeconds = 30;

/**
 * Compiles for the studio: a stored module answers at once; otherwise the compiler runs, one
 * compile per account at a time across every instance and worker on the database (a child
 * pressing Run ten times starts one compile, not ten; nor a Run beside a C++ check) and at most one
 * per core on this instance (the rest wait their turn). Failures of the program are answers
 * (`ok: false`); failures of the compiler itself are a 503, never a 500.
 */
export class CppCompileService {
  private readonly slots: (() => void)[] = [];
  private active = 0;
  private readonly createCompiler: () => Compiler;
  private compilerInstance: Compiler | null = null;
  private readonly store: CppModuleStore;
  private readonly leases: CompileLeases;
  private readonly concurrency: number;

  /** `createCompiler` runs at the first compile: most server starts (and tests) never compile. */
  constructor(
    createCompiler: () => Compiler,
    store: CppModuleStore,
    leases: CompileLeases,
    concurrency = availableParallelism(),
  ) {
    this.createCompiler = createCompiler;
    this.store = store;
    this.leases = leases;
    this.concurrency = Math.max(1, concurrency);
  }

  private get compiler(): Compiler {
    this.compilerInstance ??= this.createCompiler();
    return this.compilerInstance;
  }

  /** Ends the compiler's worker threads (@yowasp/clang), if one was started. */
  async close(): Promise<void> {
    await this.compilerInstance?.close();
  }

  async compile(accountId: number, source: string, std: CppStandard): Promise<CppCompileResult> {
    const started = performance.now();
    const hash = moduleHash(this.compiler.name, std, source);
    const stored = await this.store.touch(hash);
    if (stored) {
      const ms = Math.round(performance.now() - started);
      return {
        ok: true,
        module: `${hash}.wasm`,
        cached: true,
        compiler: stored.compiler,
        ms,
        diagnostics: stored.warnings,
      };
    }
    const holder = await this.leases.take(accountId, compileHoldSeconds);
    if (!holder) throw compileBusy();
    try {
      await this.slot();
      try {
        return await this.compileNew(hash, source, std);
      } finally {
        this.release();
      }
    } finally {
      await this.leases.give(accountId, holder).catch(() => {});
    }
  }

  private async compileNew(hash: string, source: string, std: CppStandard): Promise<CppCompileResult> {
    let result: Awaited<ReturnType<Compiler["compile"]>>;
    try {
      result = await this.compiler.compile(source, { std, extraFlags: studioFlags });
    } catch {
      throw compilerDown();
    }
    const { compiler, ms, diagnostics } = result;
    if (result.ok) {
      await this.store.put({ hash, wasm: result.wasm, compiler, warnings: diagnostics });
      return { ok: true, module: `${hash}.wasm`, cached: false, compiler, ms, diagnostics };
    }
    if (result.reason === "internal") throw compilerDown();
    if (result.reason === "too-large") throw sourceTooLarge();
    return { ok: false, reason: result.reason, compiler, ms, diagnostics, stderr: result.stderr };
  }

  private slot(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.slots.push(resolve));
  }

  private release() {
    const next = this.slots.shift();
    if (next) next();
    else this.active--;
  }
}

export const sourceTooLarge = () =>
  new HttpError(
    413,
    "payload_too_large",
    "Payload too large.",
    "程序太长了：最多 64 KB。试试删掉用不上的代码，或者把程序拆小一些。",
  );
