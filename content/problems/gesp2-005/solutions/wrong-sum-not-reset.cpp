#include <iostream>
using namespace std;

int main() {
    int l, r, k;
    cin >> l >> r >> k;
    int count = 0;
    int sum = 0;  // 只在最外面清零了一次：前面书的数字和一直累加下去
    for (int i = l; i <= r; i++) {
        int x = i;
        while (x > 0) {
            sum += x % 10;
            x /= 10;
        }
        if (sum % k == 0) count++;
    }
    cout << count << endl;
    return 0;
}
