#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long buses = (n + k - 1) / k;  // 向上取整：多出来的人也要一辆车
    cout << buses << " " << buses * k - n << endl;
    return 0;
}
