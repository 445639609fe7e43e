#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) {
        char c;
        long long k;
        cin >> c >> k;
        char result;
        // 先算出字符在自己那一组里的编号，移动后对组的大小取余，再换回字符
        if (c >= 'a' && c <= 'z') result = (char)('a' + (c - 'a' + k) % 26);
        else if (c >= 'A' && c <= 'Z') result = (char)('A' + (c - 'A' + k) % 26);
        else result = (char)('0' + (c - '0' + k) % 10);
        cout << result;
    }
    cout << endl;
    return 0;
}
