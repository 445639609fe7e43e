print(12 * 34)
