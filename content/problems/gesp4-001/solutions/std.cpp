#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

struct Student {
    string name;
    int total;
};

bool before(const Student &x, const Student &y) {
    if (x.total != y.total) return x.total > y.total;  // 总分高的在前
    return x.name < y.name;                            // 总分一样，名字小的在前
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
    int rank = 1;
    for (int i = 0; i < n; i++) {
        // 和前一位总分不同，名次就是“前面的人数 + 1”；相同就沿用前一位的名次
        if (i > 0 && students[i].total != students[i - 1].total) rank = i + 1;
        cout << rank << " " << students[i].name << " " << students[i].total << endl;
    }
    return 0;
}
