#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, m;
    string s;
    cin >> n >> m >> s;
    int row = 1, col = 1, beeps = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        // 只想到了下边和右边的墙，往上、往左会走出场地
        if (s[i] == 'U') row--;
        else if (s[i] == 'L') col--;
        else if (s[i] == 'D') {
            if (row < n) row++;
            else beeps++;
        } else {
            if (col < m) col++;
            else beeps++;
        }
    }
    cout << row << " " << col << endl << beeps << endl;
    return 0;
}
