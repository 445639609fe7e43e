temperature = int(input("今天多少度？"))
if temperature >= 30:
    print("穿短袖，记得戴帽子")
elif temperature >= 20:
    print("穿长袖上衣")
elif temperature >= 10:
    print("穿上外套")
else:
    print("穿上羽绒服")
