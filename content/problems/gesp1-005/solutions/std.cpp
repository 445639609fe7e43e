#include <iostream>
using namespace std;

int main() {
    long long p, m;
    cin >> p >> m;
    long long rest = m - p;
    long long c50 = rest / 50;
    rest = rest % 50;  // 找完 50 元以后还剩多少钱
    long long c20 = rest / 20;
    rest = rest % 20;
    long long c10 = rest / 10;
    rest = rest % 10;
    long long c5 = rest / 5;
    rest = rest % 5;
    cout << c50 << " " << c20 << " " << c10 << " " << c5 << " " << rest << endl;
    return 0;
}
