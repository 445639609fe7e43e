#include <iostream>
using namespace std;

int main() {
    int g, r, v;
    cin >> g >> r >> v;
    int kg = (g + 999) / 1000;  // 不满 1 千克也算 1 千克：向上取整
    if (r == 3 && kg > 20) {
        cout << "不能寄送" << endl;
        return 0;
    }
    int fee;
    if (r == 1) fee = 8 + (kg - 1) * 2;
    else if (r == 2) fee = 10 + (kg - 1) * 3;
    else fee = 15 + (kg - 1) * 5;
    if (v == 1) fee = fee * 8 / 10;  // 整数除法，正好把不满 1 元的部分去掉
    cout << fee << endl;
    return 0;
}
