#include <cstdio>

int main() {
    long long h, m, s, t;
    scanf("%lld %lld %lld %lld", &h, &m, &s, &t);
    long long total = h * 3600 + m * 60 + s + t;  // 忘了过 24 点要回到 0 点
    printf("%02lld:%02lld:%02lld\n", total / 3600, total % 3600 / 60, total % 60);
    return 0;
}
