#include <iostream>
using namespace std;

int steps[100005];

int main() {
    int n, m;
    cin >> n >> m;
    for (int i = 1; i <= n; i++) cin >> steps[i];
    int best = 0, bestStart = 0, run = 0;
    for (int i = 1; i <= n; i++) {
        if (steps[i] >= m) run++;
        else run = 0;
        // 每一天都比较一次，最后一段一直达标到第 n 天也不会漏掉
        if (run > best) {
            best = run;
            bestStart = i - run + 1;
        }
    }
    cout << best << " " << bestStart << endl;
    return 0;
}
