#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    // 以为开头一定是字母、单词之间只有一个空格
    string result = "";
    result += (char)toupper(s[0]);
    for (int i = 1; i < (int)s.size(); i++) {
        if (s[i - 1] == ' ') result += (char)toupper(s[i]);
    }
    cout << result << endl;
    return 0;
}
