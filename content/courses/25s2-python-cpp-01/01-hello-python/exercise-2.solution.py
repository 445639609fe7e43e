print("你好！")
print("我是小启。")
