print("亲爱的小林：")
print("祝你生日快乐！")
print("天天开心！")
