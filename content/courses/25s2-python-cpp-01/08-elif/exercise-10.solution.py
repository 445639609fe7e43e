uv = int(input("今天的紫外线指数是几？"))
if uv >= 8:
    print("紫外线很强，打伞涂防晒")
elif uv >= 5:
    print("紫外线中等，戴上帽子")
else:
    print("紫外线很弱，放心出门")
