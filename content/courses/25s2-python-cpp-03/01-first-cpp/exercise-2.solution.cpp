#include <iostream>
using namespace std;

int main() {
    cout << "你好！" << endl;
    cout << "我是小启。" << endl;
    return 0;
}
