#include <iostream>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    cout << "每组 " << n / k << " 个，还剩 " << n % k << " 个" << endl;
    return 0;
}
