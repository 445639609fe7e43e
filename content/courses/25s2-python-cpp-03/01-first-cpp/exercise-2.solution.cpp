#include <iostream>
using namespace std;

int main() {
    cout << "欢迎来到小启的展台！" << endl;
    return 0;
}
