#include <iostream>
using namespace std;

int main() {
    int l, r, k;
    cin >> l >> r >> k;
    int count = 0;
    for (int i = l; i <= r; i++) {
        int sum = 0;  // 每本书都要从 0 开始重新加
        int x = i;    // 拆数字时用 x，不要改动循环变量 i
        while (x > 0) {
            sum += x % 10;
            x /= 10;
        }
        if (sum % k == 0) count++;
    }
    cout << count << endl;
    return 0;
}
