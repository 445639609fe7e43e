#include <iostream>
using namespace std;

int main() {
    // 在这里写 cout，让计算机算出 12 * 34

    return 0;
}
