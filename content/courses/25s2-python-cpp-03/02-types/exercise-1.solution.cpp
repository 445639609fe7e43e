#include <iostream>
using namespace std;

int main() {
    int money = 20;
    money = money - 6;
    cout << money << endl;
    return 0;
}
