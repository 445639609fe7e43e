#include <iostream>
using namespace std;

int main() {
    int c, t;
    cin >> c >> t;
    int grade;
    // 把“大于等于”写成了“大于”：正好 160、130、100 次时等级给低了
    if (c > 160) grade = 3;
    else if (c > 130) grade = 2;
    else if (c > 100) grade = 1;
    else grade = 0;
    if (t >= 5 && grade > 0) grade = grade - 1;
    if (grade == 3) cout << "优秀" << endl;
    else if (grade == 2) cout << "良好" << endl;
    else if (grade == 1) cout << "及格" << endl;
    else cout << "继续加油" << endl;
    return 0;
}
