#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, a, b;
    cin >> n >> a >> b;
    string names[7] = {"星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"};
    int read = 0, day = 0;
    while (read < n) {
        day++;
        int weekday = (day - 1) % 7;  // 0 是星期一，5、6 是周末
        if (weekday >= 5) read += b;
        else read += a;
    }
    cout << day << " " << names[(day - 1) % 7] << endl;
    return 0;
}
