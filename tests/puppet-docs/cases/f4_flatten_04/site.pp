flatten(42)
# Would return [42]

flatten([42])
# Would also return [42]
