#include <cstdio>

int main() {
    long long h, m, s, t;
    scanf("%lld %lld %lld %lld", &h, &m, &s, &t);
    long long total = (h * 3600 + m * 60 + s + t) % 86400;  // 一天有 86400 秒
    printf("%02lld:%02lld:%02lld\n", total / 3600, total % 3600 / 60, total % 60);
    return 0;
}
