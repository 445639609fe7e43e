#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= n; j++) {
            bool border = (i == 1 || i == n || j == 1 || j == n);
            bool diagonal = (i == j || i + j == n + 1);  // 右上到左下：行号加列号是 n + 1
            if (border || diagonal) cout << '#';
            else cout << '.';
        }
        cout << endl;
    }
    return 0;
}
