#include <iostream>
using namespace std;

int a[2005];

int main() {
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) cin >> a[i];
    long long swaps = 0;
    for (int round = 0; round < n - 1; round++) {
        for (int j = 0; j + 1 < n - round; j++) {
            if (a[j] > a[j + 1]) {  // 只有左边严格更大才交换：相同的书保持原来的先后（稳定）
                int t = a[j];
                a[j] = a[j + 1];
                a[j + 1] = t;
                swaps++;
            }
        }
    }
    for (int i = 0; i < n; i++) cout << a[i] << (i + 1 < n ? " " : "\n");
    cout << swaps << endl;
    return 0;
}
