#include <iostream>
using namespace std;

bool isPrime(int x) {
    if (x < 2) return false;
    for (int i = 2; i * i < x; i++) {  // 少了等号：9 = 3 × 3、25 = 5 × 5 被当成了质数
        if (x % i == 0) return false;
    }
    return true;
}

int main() {
    int n;
    cin >> n;
    int count = 0, largest = 0;
    for (int p = 2; p + 2 <= n; p++) {
        if (isPrime(p) && isPrime(p + 2)) {
            count++;
            largest = p;
        }
    }
    cout << count << endl;
    if (count > 0) cout << largest << " " << largest + 2 << endl;
    return 0;
}
