['A', 'B'].downcase()
downcase(['A', 'B'])
