#include <iostream>
using namespace std;

int main() {
    int n, k;
    // 读入橘子的个数 n 和小组的个数 k

    return 0;
}
