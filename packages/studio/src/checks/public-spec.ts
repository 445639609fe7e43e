import type { PublicPythonCheckSpec, PythonCheckSpec } from "@qisi/api/contract";

/**
 * The spec with everything an answer could be copied from taken out: what the server gives the
 * process that runs the learner's program. The same as `_public` in checks.py.ts (the browser's
 * one-interpreter path), which checks.test.ts holds it to.
 */
export function publicCheckSpec(spec: PythonCheckSpec): PublicPythonCheckSpec {
  const { function: fn, random, turtle } = spec;
  return {
    tests: (spec.tests ?? []).map((test) => ({ stdin: test.stdin ?? "" })),
    ...(fn && { function: { name: fn.name, tests: (fn.tests ?? []).map(({ args }) => ({ args })) } }),
    ...(random && {
      random: {
        ...(random.count !== undefined && { count: random.count }),
        ...(random.seed !== undefined && { seed: random.seed }),
        ...(random.stdin !== undefined && { stdin: random.stdin }),
        ...(random.args !== undefined && { args: random.args }),
      },
    }),
    ...(turtle && {
      turtle: { tests: (turtle.tests ?? [{}]).map((test) => ({ stdin: test.stdin ?? "" })) },
    }),
  };
}
