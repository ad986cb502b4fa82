type Small = Integer[0, 9]
class k(Array[Small] $xs) { notify { "n${xs.length}": } }
class { 'k': xs => [1, 2, 10] }
