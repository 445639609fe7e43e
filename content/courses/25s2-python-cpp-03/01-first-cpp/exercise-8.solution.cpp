#include <iostream>
using namespace std;

int main() {
    cout << "谢谢你来参观！" << endl;
    cout << "今天一共来了 " << 25 + 38 << " 位同学" << endl;
    return 0;
}
