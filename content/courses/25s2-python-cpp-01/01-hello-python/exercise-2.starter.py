print("早上好！")
