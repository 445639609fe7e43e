age = input()
