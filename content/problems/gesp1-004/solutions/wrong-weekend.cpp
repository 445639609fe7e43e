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
        // 天数从 1 开始，却按从 0 开始判断周末：把星期五、星期六当成了周末
        if (day % 7 >= 5) read += b;
        else read += a;
    }
    cout << day << " " << names[(day - 1) % 7] << endl;
    return 0;
}
