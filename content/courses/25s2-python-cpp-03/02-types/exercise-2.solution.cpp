#include <iostream>
using namespace std;

int main() {
    int seats = 45;
    int people = 32;
    cout << "还空着 " << seats - people << " 个座位" << endl;
    return 0;
}
