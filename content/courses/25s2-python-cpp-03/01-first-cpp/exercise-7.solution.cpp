#include <iostream>
using namespace std;

int main() {
    cout << "12 * 34 = " << 12 * 34 << endl;
    return 0;
}
