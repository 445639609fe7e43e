#include <iostream>
using namespace std;

int main() {
    long long p, m;
    cin >> p >> m;
    long long rest = m - p;
    // 每种面值都直接对“要找的总钱数”取余，忘了先去掉已经找出去的 50 元
    long long c50 = rest / 50;
    long long c20 = rest % 50 / 20;
    long long c10 = rest % 20 / 10;
    long long c5 = rest % 10 / 5;
    long long c1 = rest % 5;
    cout << c50 << " " << c20 << " " << c10 << " " << c5 << " " << c1 << endl;
    return 0;
}
