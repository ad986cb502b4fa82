type Small = Integer[0, 9]
unless 12 =~ Small { notice('not small') }
