weather = input("今天天气怎么样？")
if weather = "下雨":
    print("带上雨伞")
elif weather = "下雪":
    print("戴上手套")
else:
    print("什么都不用带")
