#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    string result = "";
    for (int i = 0; i < (int)s.size(); i++) {
        // 单词的第一个字母：它是字母，并且在开头或者前一个字符是空格
        bool letter = (s[i] != ' ' && s[i] != '\r');
        if (letter && (i == 0 || s[i - 1] == ' ')) {
            char c = s[i];
            if (c >= 'a' && c <= 'z') c = c - 'a' + 'A';
            result += c;
        }
    }
    cout << result << endl;
    return 0;
}
