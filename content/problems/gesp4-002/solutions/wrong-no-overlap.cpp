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
        int run = 0;
        for (int j = 0; j < m; j++) {
            if (seat[i][j] == 0) run++;
            else run = 0;
            if (run == k) {  // 凑够 k 个就算一种，然后重新数：互相重叠的选法被漏掉了
                ways++;
                run = 0;
            }
        }
    }
    cout << ways << endl;
    return 0;
}
