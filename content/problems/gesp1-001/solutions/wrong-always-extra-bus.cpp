#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long buses = n / k + 1;  // 人数正好坐满时会多算一辆车
    cout << buses << " " << buses * k - n << endl;
    return 0;
}
