print("小林：")
print（“祝你生日快乐！”）
