#include <iostream>
using namespace std;

const long long MOD = 1000000007;
long long f[100005];
bool broken[100005];

int main() {
    int n, k;
    cin >> n >> k;
    for (int i = 0; i < k; i++) {
        int x;
        cin >> x;
        broken[x] = true;
    }
    f[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (broken[i]) {
            f[i] = 0;  // 不能踩在这一级上
            continue;
        }
        // 最后一步跳了 1、2 或 3 级；三个数都小于 MOD，加起来也不会超过 long long
        f[i] = f[i - 1];
        if (i >= 2) f[i] += f[i - 2];
        if (i >= 3) f[i] += f[i - 3];
        f[i] %= MOD;
    }
    cout << f[n] << endl;
    return 0;
}
