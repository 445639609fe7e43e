#include <iostream>
using namespace std;

int main() {
    long long a, b, m;
    cin >> a >> b >> m;
    long long ways = 0;
    // 贴纸和钥匙扣的数量都一个一个试：m 很大时要试上万亿次，超时
    for (long long x = 1; x <= m; x++) {
        for (long long y = 1; y <= m; y++) {
            if (a * x + b * y == m) ways++;
        }
    }
    cout << ways << endl;
    return 0;
}
