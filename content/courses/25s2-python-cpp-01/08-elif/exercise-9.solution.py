aqi = int(input("今天的空气质量指数是多少？"))
if aqi <= 50:
    print("空气很好，出去跑跑步吧")
elif aqi <= 100:
    print("空气还不错，可以出门")
else:
    print("空气不太好，出门戴口罩")
