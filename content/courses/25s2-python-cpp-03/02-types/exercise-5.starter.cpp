#include <iostream>
using namespace std;

int main() {
    int a, b;
    // 先用 cin 把两个班的人数读进 a 和 b，再输出一共多少人

    return 0;
}
