#include <iostream>
using namespace std;

int main() {
    int d, k;
    cin >> d >> k;
    int count = 0;
    for (int h = 0; h <= 23; h++) {
        for (int m = 0; m < 59; m++) {  // 少了 59 分：每个小时只数了 59 分钟
            int digits[4] = {h / 10, h % 10, m / 10, m % 10};
            int times = 0;
            for (int i = 0; i < 4; i++) {
                if (digits[i] == d) times++;
            }
            if (times >= k) count++;
        }
    }
    cout << count << endl;
    return 0;
}
