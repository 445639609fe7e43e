#include <iostream>
using namespace std;

int main() {
    long long a, d, t;
    cin >> a >> d >> t;
    long long total = 0, today = a;
    int day = 0;
    while (total < t) {  // 还没存够，就再存一天
        day++;
        total += today;
        today += d;
    }
    cout << day << endl;
    return 0;
}
