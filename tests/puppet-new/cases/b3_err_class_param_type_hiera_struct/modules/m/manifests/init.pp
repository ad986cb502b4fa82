class m(Array[Integer] $xs) { }
