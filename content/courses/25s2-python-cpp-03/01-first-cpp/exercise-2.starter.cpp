#include <iostream>
using namespace std;

int main() {
    cout << "你好！";

    return 0;
}
