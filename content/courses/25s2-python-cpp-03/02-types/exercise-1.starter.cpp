#include <iostream>
using namespace std;

int main() {
    // 先做一个 int 盒子 money，放进 20

    return 0;
}
