#include <iostream>
using namespace std;

int main() {
    long long a, b, m;
    cin >> a >> b >> m;
    long long ways = 0;
    // 只枚举贴纸的数量 x：剩下的钱能被 b 整除、并且至少买得起一个钥匙扣，就是一种买法
    for (long long x = 1; a * x < m; x++) {
        long long rest = m - a * x;
        if (rest % b == 0) ways++;
    }
    cout << ways << endl;
    return 0;
}
