#include <iostream>
using namespace std;

int main() {
    long long a, d, t;
    cin >> a >> d >> t;
    long long total = 0, today = a;
    int day = 0;
    while (total <= t) {  // 正好存够 T 元时还会再多存一天
        day++;
        total += today;
        today += d;
    }
    cout << day << endl;
    return 0;
}
