import { judge } from "./src/judge/index.ts";
import { NativeRunner } from "./src/native/index.ts";

const r = new NativeRunner();
const p = {
  timeLimitMs: 1000,
  memoryLimitBytes: 64 << 20,
  tests: [
    { input: "1 2\n", output: "3\n" },
    { input: "2000000000 2000000000\n", output: "4000000000\n" },
  ],
};
const srcs: [string, string][] = [
  ["cpp", "#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}"],
  ["cpp", "#include <bits/stdc++.h>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}"],
  ["cpp", "int main(){for(;;);}"],
  ["cpp", "#include <vector>\nint main(){std::vector<int> v; for(;;) v.push_back(1);}"],
  ["cpp", '#include <cstdio>\nint main(){for(;;) puts("xxxxxxxxxxxxxxxxxxxx");}'],
  ["cpp", "#include <cstdio>\nint main(){int *p = 0; *p = 1;}"],
  [
    "cpp",
    '#include <cstdio>\nint main(){FILE*f=fopen("/etc/passwd","r"); printf("%p\\n",(void*)f); FILE*w=fopen("x","w"); printf("%p\\n",(void*)w);}',
  ],
  ["cpp", '#include "/etc/passwd"\nint main(){}'],
  ["cpp", "int main(){ x }"],
  ["python", "a,b=map(int,input().split())\nprint(a+b)"],
  ["python", "print(1"],
  ["python", "x = [0] * (10**8)"],
  ["python", "1/0"],
];
for (const [language, source] of srcs) {
  const t = performance.now();
  const res = await judge(r, { language: language as "cpp", source }, p);
  console.log(
    Math.round(performance.now() - t),
    res.verdict,
    res.cases
      .map((c) => `${c.verdict}/${c.timeMs}ms/${Math.round(c.memoryBytes / 1024)}K/${c.detail}`)
      .join(" "),
    res.compile.diagnostics.slice(0, 1).map((d) => d.message),
  );
}
