#include <iostream>
using namespace std;

int steps[100005];

int main() {
    int n, m;
    cin >> n >> m;
    for (int i = 1; i <= n; i++) cin >> steps[i];
    int best = 0, bestStart = 0, run = 0;
    for (int i = 1; i <= n; i++) {
        if (steps[i] >= m) {
            run++;
        } else {
            // 只在一段结束（遇到不达标的一天）时才比较：最后一段一直到第 n 天的，被漏掉了
            if (run > best) {
                best = run;
                bestStart = i - run;
            }
            run = 0;
        }
    }
    cout << best << " " << bestStart << endl;
    return 0;
}
