#include <iostream>
using namespace std;

int main() {
    cout << "你好，启思编程！" << endl;
    return 0;
}
