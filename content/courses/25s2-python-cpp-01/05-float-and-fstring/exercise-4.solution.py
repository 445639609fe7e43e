weight = float(input("豆豆今天几公斤？"))
print("豆豆有" + str(weight * 2) + "斤重")
