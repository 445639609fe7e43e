import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RuntimeFailure } from "../runner/messages.ts";

/** What a program that stopped with an error did, in words a child can act on, instead of a raw trap. */
export function explainRuntimeFailure(failure: RuntimeFailure): MessageDescriptor {
  switch (failure) {
    case "divide-by-zero":
      return msg`运行出错：除以 0 了。整数不能除以 0（用 % 求余数也一样），除之前先用 if 检查除数是不是 0。`;
    case "integer-overflow":
      return msg`运行出错：整数除法的结果太大，装不下了（比如最小的 int 除以 -1）。`;
    case "out-of-bounds":
      return msg`运行出错：数组下标越界了，或者程序主动中止了。数组 a[n] 的下标只能是 0 到 n-1，检查一下循环的范围。`;
    case "memory-access":
      return msg`运行出错：访问了不属于程序的内存。常见原因是数组下标越界（比如负数下标），或者递归太深。`;
    case "stack-overflow":
      return msg`运行出错：递归太深，栈空间用完了。检查递归有没有结束条件；浏览器里大约只能递归几千层，更深的请改成循环。`;
    case "out-of-memory":
      return msg`运行出错：内存用完了。是不是开了特别大的数组，或者在循环里不停地往 vector 里放东西？`;
    case "output-limit":
      return msg`输出太多了（超过 1 MB），程序已经停下。是不是有一个停不下来的循环在不停地输出？`;
    case "crash":
      return msg`运行出错：程序意外停止了。检查一下数组下标、除数和递归。`;
  }
}
