#include <iostream>
using namespace std;

int main() {
    // 在这里写 cout，然后点“检查”

    return 0;
}
