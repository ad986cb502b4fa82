{a => 1, b => 2}.convert_to(Array).join(', ')
# would result in "a, 1, b, 2"
