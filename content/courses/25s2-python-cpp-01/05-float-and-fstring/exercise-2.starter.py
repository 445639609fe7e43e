weight = int(input("豆豆今天几公斤？"))
print("豆豆有", weight * 2, "斤重")
