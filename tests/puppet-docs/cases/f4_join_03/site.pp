[1,2,3].reverse_each.convert_to(Array).join(', ')
# would result in: "3, 2, 1"
