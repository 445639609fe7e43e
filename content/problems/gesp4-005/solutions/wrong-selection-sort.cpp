#include <iostream>
using namespace std;

int h[2005], id[2005];

int main() {
    int n;
    cin >> n;
    for (int i = 1; i <= n; i++) {
        cin >> h[i];
        id[i] = i;
    }
    // 选择排序：把最矮的同学和前面的同学交换。交换会让身高一样的同学换了先后顺序（不稳定）
    for (int i = 1; i <= n; i++) {
        int shortest = i;
        for (int j = i + 1; j <= n; j++) {
            if (h[j] < h[shortest]) shortest = j;
        }
        int t = h[i];
        h[i] = h[shortest];
        h[shortest] = t;
        t = id[i];
        id[i] = id[shortest];
        id[shortest] = t;
    }
    for (int i = 1; i <= n; i++) cout << id[i] << (i < n ? " " : "\n");
    return 0;
}
