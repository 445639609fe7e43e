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
    // 插入排序：把第 i 个同学往前插，只越过比他高的同学，身高一样的不越过，所以是稳定的
    for (int i = 2; i <= n; i++) {
        int height = h[i], who = id[i];
        int j = i - 1;
        while (j >= 1 && h[j] > height) {
            h[j + 1] = h[j];
            id[j + 1] = id[j];
            j--;
        }
        h[j + 1] = height;
        id[j + 1] = who;
    }
    for (int i = 1; i <= n; i++) cout << id[i] << (i < n ? " " : "\n");
    return 0;
}
