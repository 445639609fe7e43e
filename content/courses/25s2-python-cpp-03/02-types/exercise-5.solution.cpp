#include <iostream>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << "一共 " << a + b << " 人" << endl;
    return 0;
}
