# 冒泡排序交换的次数等于“逆序对”的个数（左边比右边大的两本书有几对）。
# Python 做 2000 本书的冒泡太慢，这里用归并排序数逆序对，结果和冒泡一样。


def sort_count(values):
    if len(values) <= 1:
        return values, 0
    mid = len(values) // 2
    left, a = sort_count(values[:mid])
    right, b = sort_count(values[mid:])
    merged, count, i, j = [], a + b, 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:  # 相等时先放左边的，不算逆序
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            count += len(left) - i
            j += 1
    merged += left[i:] + right[j:]
    return merged, count


n = int(input())
books = list(map(int, input().split()))
ordered, swaps = sort_count(books)
print(" ".join(map(str, ordered)))
print(swaps)
