#include <iostream>
using namespace std;

int main() {
    int a, b;

    return 0;
}
