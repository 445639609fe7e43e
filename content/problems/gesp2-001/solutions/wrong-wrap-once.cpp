#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) {
        char c;
        int k;
        cin >> c >> k;
        // 只在超出时减去一次 26（或 10）：k 很大时绕不回来
        int x = c + k;
        if (c >= 'a' && c <= 'z') { if (x > 'z') x -= 26; }
        else if (c >= 'A' && c <= 'Z') { if (x > 'Z') x -= 26; }
        else { if (x > '9') x -= 10; }
        cout << (char)x;
    }
    cout << endl;
    return 0;
}
