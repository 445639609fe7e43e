wind = int(input("今天几级风？"))
rain = int(input("今天的雨量是多少？"))
if wind >= 3:
    print("去公园放风筝！")
else:
    print("今天在家搭积木")
