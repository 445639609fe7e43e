#include <cmath>
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long as[50000], bs[50000];
    int count = 0;
    for (long long a = 1; 2 * a * a <= n; a++) {  // a <= b，所以 a * a 最多是 n 的一半
        long long rest = n - a * a;
        long long b = (long long)sqrt((double)rest);
        // sqrt 算的是小数，可能差一点点：在附近调整到 b * b <= rest 的最大整数
        while (b * b > rest) b--;
        while ((b + 1) * (b + 1) <= rest) b++;
        if (b * b == rest) {
            as[count] = a;
            bs[count] = b;
            count++;
        }
    }
    cout << count << endl;
    for (int i = 0; i < count; i++) cout << as[i] << " " << bs[i] << endl;
    return 0;
}
