#include <iostream>
using namespace std;

int main() {
    seats = 45;
    people = 32;
    cout << "还空着 " << seats - people << " 个座位" << endl;
    return 0;
}
