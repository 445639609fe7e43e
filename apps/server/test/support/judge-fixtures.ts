import type { ProblemRecord } from "../../src/problems/store.ts";

/** A+B with three hidden tests; the third is where a solution that ignores negatives fails. */
export function aPlusB(id = "test-a-plus-b"): ProblemRecord {
  const tests = [
    { input: "1 2\n", output: "3\n" },
    { input: "100 200\n", output: "300\n" },
    { input: "-5 3\n", output: "-2\n" },
  ];
  return {
    id,
    title: "两数之和",
    level: 1,
    tags: ["入门", "输入输出"],
    statement: "输入两个整数 $a$ 和 $b$，输出 $a+b$。",
    timeLimitMs: 1000,
    memoryLimitMb: 64,
    samples: [tests[0]!],
    checker: { kind: "default" },
    subtasks: null,
    tests,
    package: Buffer.from("not a real zip: tests only"),
    contentHash: `hash-${id}`,
    source: "import",
  };
}

export const rightCpp =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
/** Right on positive numbers only: fails test 3. */
export const wrongCpp =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a<0||b<0?0:a+b);}\n';
export const brokenCpp = "int main() { return x; }\n";
