#include <iostream>
using namespace std;

int main() {
    cout << "欢迎来到小启的展台！";
    cout << "请随便参观。";
    return 0;
}
