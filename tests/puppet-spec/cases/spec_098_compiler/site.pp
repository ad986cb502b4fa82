            with() |Array[String, 2] *$defaulted = hi| { }
