#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, m;
    string s;
    cin >> n >> m >> s;
    int row = 1, col = 1, beeps = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        int r = row, c = col;  // 先算出要去的格子，在场地里才真的走过去
        if (s[i] == 'U') r--;
        else if (s[i] == 'D') r++;
        else if (s[i] == 'L') c--;
        else c++;
        if (r >= 1 && r <= n && c >= 1 && c <= m) {
            row = r;
            col = c;
        } else {
            beeps++;
        }
    }
    cout << row << " " << col << endl << beeps << endl;
    return 0;
}
