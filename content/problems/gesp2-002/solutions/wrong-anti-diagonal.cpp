#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= n; j++) {
            bool border = (i == 1 || i == n || j == 1 || j == n);
            bool diagonal = (i == j || i + j == n);  // 行列从 1 开始数，这里少加了 1
            if (border || diagonal) cout << '#';
            else cout << '.';
        }
        cout << endl;
    }
    return 0;
}
