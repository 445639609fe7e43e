#include <cmath>
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long as[100000], bs[100000];
    int count = 0;
    // a 一直试到 √n，没有要求 a <= b：1 7 和 7 1 被当成了两种方案
    for (long long a = 1; a * a < n; a++) {
        long long rest = n - a * a;
        long long b = (long long)sqrt((double)rest);
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
