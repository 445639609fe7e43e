#include <cmath>
#include <cstdio>

int main() {
    int x, y, n;
    scanf("%d %d %d", &x, &y, &n);
    int best = 0, bestDistance = -1;
    for (int i = 1; i <= n; i++) {
        int xi, yi;
        scanf("%d %d", &xi, &yi);
        // 把开方的结果存进 int，小数部分被丢掉了
        int d = sqrt((xi - x) * (xi - x) + (yi - y) * (yi - y));
        if (bestDistance < 0 || d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    printf("%d %.2f\n", best, (double)bestDistance);
    return 0;
}
