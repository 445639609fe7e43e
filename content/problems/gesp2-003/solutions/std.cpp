#include <cmath>
#include <cstdio>

int main() {
    long long x, y;
    int n;
    scanf("%lld %lld %d", &x, &y, &n);
    int best = 0;
    long long bestSquare = -1;
    for (int i = 1; i <= n; i++) {
        long long xi, yi;
        scanf("%lld %lld", &xi, &yi);
        // 比较距离的平方（都是整数，不会有误差），最后才开平方
        long long square = (xi - x) * (xi - x) + (yi - y) * (yi - y);
        if (bestSquare < 0 || square < bestSquare) {
            bestSquare = square;
            best = i;
        }
    }
    printf("%d %.2f\n", best, sqrt((double)bestSquare));
    return 0;
}
