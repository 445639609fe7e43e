#include <iostream>
using namespace std;

int main() {
    cout << "欢迎来到科技节！" << endl;
    return 0;
}
