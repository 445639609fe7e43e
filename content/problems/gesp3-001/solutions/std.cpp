#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    int b;
    cin >> n >> b;
    const string digits = "0123456789ABCDEF";
    string text = "";
    long long x = n;
    do {  // do-while：n = 0 时也会写下一个 0
        text = digits[x % b] + text;
        x /= b;
    } while (x > 0);
    int ones = 0;
    for (long long y = n; y > 0; y >>= 1) ones += y & 1;
    cout << text << endl << ones << endl;
    return 0;
}
