#include <iostream>
using namespace std;

int main() {
    long long t;
    cin >> t;
    cout << t * 299792458 << endl;
    return 0;
}
