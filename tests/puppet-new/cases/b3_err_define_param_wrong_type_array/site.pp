define d(Array[Integer] $xs) { }
d { 'x': xs => [1, 'two', 3] }
