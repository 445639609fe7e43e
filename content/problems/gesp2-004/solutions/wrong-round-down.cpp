#include <iostream>
using namespace std;

int main() {
    int g, r, v;
    cin >> g >> r >> v;
    int kg = g / 1000;  // 向下取整：2500 克只算了 2 千克
    if (kg == 0) kg = 1;
    if (r == 3 && kg > 20) {
        cout << "不能寄送" << endl;
        return 0;
    }
    int fee;
    if (r == 1) fee = 8 + (kg - 1) * 2;
    else if (r == 2) fee = 10 + (kg - 1) * 3;
    else fee = 15 + (kg - 1) * 5;
    if (v == 1) fee = fee * 8 / 10;
    cout << fee << endl;
    return 0;
}
