import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A new C++ project's code: the smallest program that says something. */
export const cppStarter = `#include <iostream>
using namespace std;

int main() {
    cout << "你好，C++！" << endl;
    return 0;
}
`;

export interface SampleProgram {
  id: string;
  title: MessageDescriptor;
  code: string;
}

/** The samples menu for a first-time user (issue 19): one idea each, in the order a course meets them. */
export const samplePrograms: SampleProgram[] = [
  { id: "hello", title: msg`你好，世界`, code: cppStarter },
  {
    id: "sum",
    title: msg`输入两个数求和`,
    code: `#include <iostream>
using namespace std;

int main() {
    int a, b;
    cout << "请输入两个整数，用空格隔开：" << endl;
    cin >> a >> b;
    cout << a << " + " << b << " = " << a + b << endl;
    return 0;
}
`,
  },
  {
    id: "table",
    title: msg`九九乘法表`,
    code: `#include <iostream>
using namespace std;

int main() {
    for (int i = 1; i <= 9; i++) {
        for (int j = 1; j <= i; j++) {
            cout << j << "x" << i << "=" << i * j << "\\t";
        }
        cout << endl;
    }
    return 0;
}
`,
  },
  {
    id: "array-max",
    title: msg`找数组里最大的数`,
    code: `#include <iostream>
using namespace std;

int main() {
    int a[] = {3, 17, 8, 42, 5};
    int n = 5;
    int best = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] > best) best = a[i];
    }
    cout << "最大的数是 " << best << endl;
    return 0;
}
`,
  },
  {
    id: "function",
    title: msg`自己写一个函数`,
    code: `#include <iostream>
using namespace std;

// 求 1 + 2 + ... + n
int sumTo(int n) {
    int total = 0;
    for (int i = 1; i <= n; i++) total += i;
    return total;
}

int main() {
    int n;
    cout << "算到几？" << endl;
    cin >> n;
    cout << "1 到 " << n << " 的和是 " << sumTo(n) << endl;
    return 0;
}
`,
  },
];
