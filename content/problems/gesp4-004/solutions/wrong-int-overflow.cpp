#include <iostream>
using namespace std;

const int MOD = 1000000007;
int f[100005];
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
            f[i] = 0;
            continue;
        }
        // 三个接近 10^9 的 int 相加超过了 int 的最大值 2147483647，先溢出再取余就错了
        int sum = f[i - 1];
        if (i >= 2) sum += f[i - 2];
        if (i >= 3) sum += f[i - 3];
        f[i] = sum % MOD;
    }
    cout << f[n] << endl;
    return 0;
}
