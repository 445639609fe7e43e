hour = int(input("现在几点？"))
if hour < 8 or hour >= 20:
    print("图书馆关门了，明天再来")
else:
    print("图书馆开着，进去看书吧")
