name = input("你叫什么名字？")
print("欢迎" + name + "参加跳绳比赛！")
