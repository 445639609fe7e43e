#include <iostream>
#include <string>
using namespace std;

int main() {
    string name;
    char group;
    cin >> name >> group;
    cout << name << " 在 " << group << " 组" << endl;
    return 0;
}
