length = int(input("小路有多长（米）？"))
for x in range(0, length, 10):
    print(f"在 {x} 米处种一棵树")
print("小路种满了！")
