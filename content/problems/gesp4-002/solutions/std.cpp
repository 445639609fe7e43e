#include <iostream>
using namespace std;

int seat[105][105];

int main() {
    int n, m, k;
    cin >> n >> m >> k;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) cin >> seat[i][j];
    long long ways = 0;
    for (int i = 0; i < n; i++) {
        int run = 0;  // 到这个座位为止，连着的空座位有几个
        for (int j = 0; j < m; j++) {
            if (seat[i][j] == 0) run++;
            else run = 0;
            // 以这个座位为最右边一个，前面连着 k 个空座位，就是一种选法
            if (run >= k) ways++;
        }
    }
    cout << ways << endl;
    return 0;
}
