count = 0
name = input(f"第 {count + 1} 位同学的名字：")
while name != "完":
    count = count + 1
    print(f"欢迎{name}，你是 {count} 号队员！")
    name = input(f"第 {count + 1} 位同学的名字：")
print(f"发射队一共 {count} 人")
