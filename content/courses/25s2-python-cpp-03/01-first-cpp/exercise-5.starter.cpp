#include <iostream>
using namespace std;

int main() {
    cout << "科技节开幕啦！" << endl；
    cout "一起来玩吧！" << endl;
    return 0;
}
