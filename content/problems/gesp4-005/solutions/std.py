n = int(input())
heights = list(map(int, input().split()))
# Python 的 sorted 是稳定排序：身高一样时保持原来的先后顺序
order = sorted(range(1, n + 1), key=lambda i: heights[i - 1])
print(" ".join(map(str, order)))
