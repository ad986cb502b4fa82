type Ita::Small = Integer[2, 4]
