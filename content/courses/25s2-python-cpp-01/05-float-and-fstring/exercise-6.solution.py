name = input("小狗叫什么名字？")
weight = float(input("它今天几公斤？"))
print(f"{name}今天{weight}公斤，也就是{weight * 2}斤")
